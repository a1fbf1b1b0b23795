// Loaded by the course info pages on the first purchase press (dynamic import): mounts the purchase dialogs
// (with their toasts) once, then opens the flow for the course. React and Firebase never load with the page.
// The price comes with the button (the page's live price script put Firestore's figure there); pressed
// before it arrived, the purchase dialog reads it itself.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PURCHASE_TOASTS } from '../../lib/purchase/purchase';
import Toaster from '../Toaster';
import { preloadDialog } from '../ui/Dialog';
import PurchaseFlow from './PurchaseFlow';
import { requestPurchase, type PurchaseCourse } from './purchaseRequest';

let mounted = false;

function mount(): void {
  if (mounted) return;
  mounted = true;
  void preloadDialog();
  const host = document.createElement('div');
  host.id = 'purchase-root';
  (document.querySelector('main') ?? document.body).append(host);
  createRoot(host).render(
    <StrictMode>
      <PurchaseFlow fallbackError={PURCHASE_TOASTS.checkoutFailedCoursePage} />
      <Toaster />
    </StrictMode>,
  );
}

export function startPurchase(course: PurchaseCourse): void {
  mount();
  requestPurchase(course);
}
