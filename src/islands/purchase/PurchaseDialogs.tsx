// Where an island puts the purchase dialogs: nothing until the first purchase press, then the purchase flow
// (PurchaseFlow.tsx: the account, purchase and owned dialogs), loaded only then and kept from then on, so the
// pages that offer a purchase do not carry its code up front.
import { lazy, Suspense, useState } from 'react';
import { useStore } from '@nanostores/react';
import { PURCHASE_TOASTS } from '../../lib/purchase/purchase';
import { preloadDialog } from '../ui/Dialog';
import { $purchaseRequest } from './purchaseRequest';

export { requestPurchase, type PurchaseCourse } from './purchaseRequest';

const PurchaseFlow = lazy(() => {
  void preloadDialog(); // both at once, not one after the other
  return import('./PurchaseFlow');
});

export default function PurchaseDialogs({ fallbackError = PURCHASE_TOASTS.checkoutFailedLearner }: { fallbackError?: string }) {
  const request = useStore($purchaseRequest);
  const [wanted, setWanted] = useState(false);
  if (request && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PurchaseFlow fallbackError={fallbackError} />
    </Suspense>
  );
}
