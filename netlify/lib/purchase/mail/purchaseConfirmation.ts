// The e-mail a learner receives once their course payment is fulfilled: what they bought, what they paid and
// the link to their dashboard. Built on the shared frame (layout.ts), which escapes every inserted value.
import { formatPrice } from '../../../../src/lib/money';
import { renderMail, type MailBrand, type RenderedMail } from '../../adapters/mail/layout';

export type PurchaseConfirmationInput = {
  brand: MailBrand;
  /** The learner's name, or null (the greeting then uses no name). */
  learnerName: string | null;
  courseTitle: string;
  /** What was paid, in pence (null when the provider did not say). */
  amountPence: number | null;
  /** The payment reference shown for the learner's records (the Checkout Session id). */
  reference: string;
  dashboardUrl: string;
};

export function purchaseConfirmationMail(input: PurchaseConfirmationInput): RenderedMail {
  const name = input.learnerName?.trim();
  const rows: Array<[string, string]> = [['Course', input.courseTitle]];
  if (input.amountPence !== null && input.amountPence > 0)
    rows.push(['Paid', formatPrice(input.amountPence / 100, { decimals: 'always' })]);
  rows.push(['Reference', input.reference]);
  return renderMail(input.brand, `Your course is ready: ${input.courseTitle}`, [
    { paragraph: name ? `Hello ${name},` : 'Hello,' },
    { paragraph: `Thank you for joining ${input.courseTitle}. Your payment has gone through and your course is open for you now.` },
    { rows },
    {
      paragraph: 'Every session is waiting on your dashboard. Take them at your own pace, somewhere quiet where you will not be disturbed.',
    },
    { button: { label: 'Go to my course dashboard', href: input.dashboardUrl } },
    { link: { label: 'If the button does not work, copy this link into your browser:', href: input.dashboardUrl } },
    { paragraph: 'If anything is unclear, or you need a hand getting started, simply reply to this e-mail and I will help.' },
    { signature: true },
  ]);
}
