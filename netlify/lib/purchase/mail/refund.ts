// The e-mail a learner receives when a course payment is given back: by the practitioner, through Stripe's
// dashboard, or automatically because the course was paid for twice.
import { formatPrice } from '../../../../src/lib/money';
import { renderMail, type MailBrand, type RenderedMail } from '../../adapters/mail/layout';

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
  const name = input.learnerName?.trim();
  const rows: Array<[string, string]> = [['Course', input.courseTitle]];
  if (input.amountPence !== null && input.amountPence > 0)
    rows.push(['Refunded', formatPrice(input.amountPence / 100, { decimals: 'always' })]);
  rows.push(['Reference', input.reference]);
  return renderMail(input.brand, `Your refund for ${input.courseTitle}`, [
    { paragraph: name ? `Hello ${name},` : 'Hello,' },
    {
      paragraph: input.duplicate
        ? `You already had ${input.courseTitle}, so your second payment for it has been refunded in full. Your course stays open for you.`
        : `Your payment for ${input.courseTitle} has been refunded in full, and the course has been removed from your dashboard.`,
    },
    { rows },
    {
      paragraph:
        'The money usually reaches your account within 5 to 10 working days. If you have any questions, simply reply to this e-mail.',
    },
    { signature: true },
  ]);
}
