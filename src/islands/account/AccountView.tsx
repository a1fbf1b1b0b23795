// The loaded /account screen (AccountApp.tsx loads this file beside the overview): the heading, the e-mail link's
// outcome, and the sections for name, e-mail, password, purchases and enrollments, data and deletion.
import type { AccountOverview } from '../../lib/account/rules';
import { LinkButton } from '../LinkButton';
import Toaster from '../Toaster';
import { DeleteSection } from './DeleteSection';
import { EmailSection } from './EmailSection';
import { NameSection } from './NameSection';
import { PasswordSection } from './PasswordSection';
import { DataSection } from './DataSection';
import { RecordsSection } from './RecordsSection';

/** What the page's e-mail link does: change the address, or confirm it. */
export type LinkKind = 'change' | 'confirm';
export type LinkState =
  | { step: 'none' }
  | { step: 'applying'; kind: LinkKind }
  | { step: 'done'; kind: LinkKind; signedIn: boolean }
  | { step: 'failed'; kind: LinkKind; message: string };

type Props = {
  data: AccountOverview;
  link: LinkState;
  onRenamed: (fullName: string) => void;
  /** The account is deleted: the sign-out that follows leads home, not to /auth. */
  onDeleted: () => void;
};

export function AccountView({ data, link, onRenamed, onDeleted }: Props) {
  return (
    <div className="learn container account">
      <div className="app-header">
        <div>
          <h1>My Account</h1>
          <p className="learn__lead">Your details, your purchases and your data, in one place.</p>
        </div>
        <div className="learn__actions">
          <LinkButton href="/course-dashboard" label="Back to Dashboard" variant="secondary" />
        </div>
      </div>
      {link.step === 'done' && (
        <p className="notice-box" role="status">
          {link.kind === 'change'
            ? `Your e-mail address is now ${data.profile.email}. Use it the next time you sign in.`
            : `Thank you: ${data.profile.email} is confirmed.`}
        </p>
      )}
      {link.step === 'failed' && (
        <p className="notice-box notice-box--problem" role="alert">
          {link.message}
        </p>
      )}
      <div className="account__grid">
        <NameSection fullName={data.profile.full_name} onRenamed={onRenamed} />
        <EmailSection email={data.profile.email} verified={data.emailVerified} />
        <PasswordSection email={data.profile.email} />
      </div>
      <RecordsSection purchases={data.purchases} enrollments={data.enrollments} />
      <DataSection />
      <DeleteSection email={data.profile.email} isAdmin={data.isAdmin} onDeleted={onDeleted} />
      <Toaster />
    </div>
  );
}
