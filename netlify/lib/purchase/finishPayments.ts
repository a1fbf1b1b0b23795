// The admin's "Finish now" (POST /api/admin/unfinished-payments): does again what failed for each unfinished
// payment, through the same operations as everyone else, so nothing happens twice: a paid checkout is read from
// the payment provider (as verify-payment does) and fulfilled; a payment for a course the learner already had is
// refunded (the provider's idempotency key makes a repeat one refund).
import type { FinishPaymentsResponse } from '../../../src/lib/purchase/unfinishedPayments';
import type { RequestBudget } from '../requestBudget';
import { siteOrigin } from '../siteOrigin';
import type { PurchaseServices } from './deps';
import { fulfilCheckout } from './fulfilment';
import { refundPayment } from './refunds';
import {
  describeUnfinished,
  noteUnfinishedPayment,
  unfinishedPayments,
  unfinishedRecords,
  type UnfinishedPaymentDoc,
} from './unfinishedPayments';

async function finishOne(record: UnfinishedPaymentDoc, { payments, mailer }: PurchaseServices): Promise<boolean> {
  const id = record.checkout_session_id;
  if (record.kind === 'refund-failed') {
    try {
      await refundPayment(id, 'duplicate-payment', { mailer, payments });
      return true;
    } catch (error) {
      await noteUnfinishedPayment({
        details: { checkoutId: id, userId: record.user_id, courseId: record.course_id, amountTotal: record.amount_total },
        kind: 'refund-failed',
        source: record.source,
        error,
        afterAnswer: false,
        enrolledByHand: record.enrolled_by_hand,
      });
      return false;
    }
  }
  const details = await payments.retrieveCheckout(id);
  if (!details?.paid) {
    console.error(`[admin] ${id}: the payment provider does not report it paid; it cannot be finished here`);
    return false;
  }
  // A failure is noted again (with its new reason) by the fulfilment itself.
  await fulfilCheckout(details, { mailer, payments, siteOrigin: siteOrigin(), source: record.source, failOnMailError: false });
  return true;
}

/** Finishes every listed payment (at the same time: each is its own learner and checkout); what is still not done. */
export async function finishUnfinishedPayments(services: PurchaseServices, budget?: RequestBudget): Promise<FinishPaymentsResponse> {
  const records = await unfinishedRecords();
  const listed = await describeUnfinished(records);
  const finished = new Set<string>();
  // Out of time: what is finished so far is true; the rest is still listed (the work on it goes on).
  budget?.answerLate(() => ({ finished: finished.size, stillUnfinished: listed.filter((item) => !finished.has(item.checkoutId)) }));
  await Promise.all(
    records.map(async (record) => {
      try {
        if (await finishOne(record, services)) finished.add(record.checkout_session_id);
      } catch (error) {
        console.error(`[admin] ${record.checkout_session_id} could not be finished`, error);
      }
    }),
  );
  return { finished: finished.size, stillUnfinished: await unfinishedPayments() };
}
