// The e-mail a learner receives when a course payment is given back: by the practitioner, through Stripe's
// dashboard, or automatically because they already had the course when the payment arrived. The words say which.
import { greeting, renderMail, type MailBrand, type RenderedMail } from '../../adapters/mail/layout';
import { paymentRows } from './paymentRows';

/**
 * What the refund means for the learner's course:
 *  - 'course-removed': the course this payment bought is taken off their account;
 *  - 'enrolled-by-hand': the practitioner had enrolled them herself while the payment went through (their only
 *    payment goes back; the course stays);
 *  - 'paid-before': they had already paid for the course (this second payment goes back; the course stays);
 *  - 'refunded': only the money (the course was not on their account any more).
 */
export type RefundMailOutcome = 'course-removed' | 'enrolled-by-hand' | 'paid-before' | 'refunded';

export type RefundMailInput = {
  brand: MailBrand;
  learnerName: string | null;
  courseTitle: string;
  amountPence: number | null;
  reference: string;
  outcome: RefundMailOutcome;
};

function explanation(courseTitle: string, outcome: RefundMailOutcome): string {
  switch (outcome) {
    case 'course-removed':
      return `Your payment for ${courseTitle} has been refunded in full, and the course has been removed from your dashboard.`;
    case 'enrolled-by-hand':
      return `While your payment for ${courseTitle} was going through, I added you to the course myself, so there is nothing for you to pay: your payment has been refunded in full. Your course stays open for you, ready whenever you are.`;
    case 'paid-before':
      return `You had already paid for ${courseTitle}, so this second payment for it has been refunded in full. Your course stays open for you.`;
    case 'refunded':
      return `Your payment for ${courseTitle} has been refunded in full.`;
  }
}

export function refundMail(input: RefundMailInput): RenderedMail {
  return renderMail(input.brand, `Your refund for ${input.courseTitle}`, [
    { paragraph: greeting(input.learnerName) },
    { paragraph: explanation(input.courseTitle, input.outcome) },
    paymentRows({ ...input, amountLabel: 'Refunded' }),
    {
      paragraph:
        'The money usually reaches your account within 5 to 10 working days. If you have any questions, simply reply to this e-mail.',
    },
    { signature: true },
  ]);
}
