// Overview: payments whose follow-up failed (paid but the course not added, or an automatic refund that did not go
// through), each in plain words with the reason, and "Finish now". Shows nothing while there are none.
import { useCallback, useEffect, useState } from 'react';
import { adminApi } from '../../api/adminClient';
import { adminDate, adminPrice } from '../../lib/admin/ui';
import { unfinishedPaymentsLine, unfinishedPaymentWords, type UnfinishedPayment } from '../../lib/purchase/unfinishedPayments';
import { toast } from '../../stores/toasts';
import { Button } from '../ui/Button';

export default function UnfinishedPayments({ onFinished }: { onFinished?: () => void }) {
  const [payments, setPayments] = useState<UnfinishedPayment[]>([]);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setPayments((await adminApi.unfinishedPayments()).unfinishedPayments);
    } catch (error) {
      // The rest of the Overview still works; the list shows on the next load.
      console.error(error);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function onFinish() {
    setBusy(true);
    try {
      const result = await adminApi.finishPayments();
      setPayments(result.stillUnfinished);
      if (result.finished > 0) onFinished?.();
      if (result.stillUnfinished.length === 0) toast({ title: 'Success', message: 'The unfinished payments have been finished.' });
      else toast({ title: 'Error', message: unfinishedPaymentsLine(result.stillUnfinished.length), variant: 'destructive' });
    } catch (error) {
      console.error(error);
      toast({ title: 'Error', message: 'Failed to finish the payments.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  if (payments.length === 0) return null;
  return (
    <section className="admin-card" aria-labelledby="unfinished-payments" data-testid="unfinished-payments">
      <h3 id="unfinished-payments">Unfinished Payments</h3>
      <p className="admin-muted">{unfinishedPaymentsLine(payments.length)} Each learner was charged; this is what is left to do:</p>
      <ul>
        {payments.map((payment) => (
          <li key={payment.checkoutId}>
            {unfinishedPaymentWords(payment, payment.amountPence ? adminPrice(payment.amountPence / 100) : null)}{' '}
            <span className="admin-muted">
              ({adminDate(payment.failedAt)} · {payment.error})
            </span>
          </li>
        ))}
      </ul>
      <Button type="button" className="admin-btn-small" disabled={busy} onClick={() => void onFinish()}>
        Finish now
      </Button>
    </section>
  );
}
