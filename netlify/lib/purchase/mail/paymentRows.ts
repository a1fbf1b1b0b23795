// The rows a payment e-mail (the confirmation, the refund) shows for the learner's records: the course, the amount
// when the provider gave one, and the payment reference.
import { formatPrice } from '../../../../src/lib/money';
import type { MailBlock } from '../../adapters/mail/layout';

export function paymentRows(payment: {
  courseTitle: string;
  /** What the amount row is called: 'Paid', 'Refunded'. */
  amountLabel: string;
  /** In pence; null (the provider did not say) or 0 shows no amount row. */
  amountPence: number | null;
  reference: string;
}): MailBlock {
  const rows: Array<[string, string]> = [['Course', payment.courseTitle]];
  if (payment.amountPence !== null && payment.amountPence > 0)
    rows.push([payment.amountLabel, formatPrice(payment.amountPence / 100, { decimals: 'always' })]);
  rows.push(['Reference', payment.reference]);
  return { rows };
}
