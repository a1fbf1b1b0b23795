// The e-mail a learner receives when a course payment is given back: by the practitioner, through Stripe's
// dashboard, or automatically because the course was paid for twice.
import { greeting, renderMail, type MailBrand, type RenderedMail } from '../../adapters/mail/layout';
import { paymentRows } from './paymentRows';

export type RefundMailInput = {
  brand: MailBrand;
  learnerName: string | null;
  courseTitle: string;
  amountPence: number | null;
  reference: string;
  /** True when the learner had already paid for the course (they keep it); false when access ends. */
  duplicate: boolean;
};

export function refundMail(input: RefundMailInput): RenderedMail {
  return renderMail(input.brand, `Your refund for ${input.courseTitle}`, [
    { paragraph: greeting(input.learnerName) },
    {
      paragraph: input.duplicate
        ? `You already had ${input.courseTitle}, so your second payment for it has been refunded in full. Your course stays open for you.`
        : `Your payment for ${input.courseTitle} has been refunded in full, and the course has been removed from your dashboard.`,
    },
    paymentRows({ ...input, amountLabel: 'Refunded' }),
    {
      paragraph:
        'The money usually reaches your account within 5 to 10 working days. If you have any questions, simply reply to this e-mail.',
    },
    { signature: true },
  ]);
}
