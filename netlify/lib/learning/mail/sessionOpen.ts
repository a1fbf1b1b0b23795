// The e-mail on the day a dripped session opens for a learner.
import { greeting, renderMail, type MailBrand, type RenderedMail } from '../../adapters/mail/layout';

export function sessionOpenMail(input: {
  brand: MailBrand;
  learnerName: string | null;
  courseTitle: string;
  sessionTitle: string;
  sessionUrl: string;
}): RenderedMail {
  return renderMail(input.brand, `${input.sessionTitle} is open for you`, [
    { paragraph: greeting(input.learnerName) },
    { paragraph: `A new session of ${input.courseTitle} is open for you today: ${input.sessionTitle}.` },
    { button: { label: 'Open the session', href: input.sessionUrl } },
    { paragraph: 'Take it at your own pace, whenever you have a quiet moment.' },
    { signature: true },
  ]);
}
