// The e-mail a learner receives once their course payment is fulfilled: what they bought, what they paid and
// the link to their dashboard. Built on the shared frame (layout.ts), which escapes every inserted value.
import { greeting, renderMail, type MailBrand, type RenderedMail } from '../../adapters/mail/layout';
import { paymentRows } from './paymentRows';

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
  return renderMail(input.brand, `Your course is ready: ${input.courseTitle}`, [
    { paragraph: greeting(input.learnerName) },
    { paragraph: `Thank you for joining ${input.courseTitle}. Your payment has gone through and your course is open for you now.` },
    paymentRows({ ...input, amountLabel: 'Paid' }),
    {
      paragraph: 'Every session is waiting on your dashboard. Take them at your own pace, somewhere quiet where you will not be disturbed.',
    },
    { button: { label: 'Go to my course dashboard', href: input.dashboardUrl } },
    { link: { label: 'If the button does not work, copy this link into your browser:', href: input.dashboardUrl } },
    { paragraph: 'If anything is unclear, or you need a hand getting started, simply reply to this e-mail and I will help.' },
    { signature: true },
  ]);
}
