// /account: the signed-in person's own account: name, e-mail, password, purchases, enrollments,
// "Download my data" and "Delete my account". It also receives the e-mail links (?mode=verifyAndChangeEmail or
// verifyEmail &oobCode=...: a change of address, or the address confirmed), which work signed in or not.
import { useEffect, useState } from 'react';
import { accountApi } from '../../api/account';
import { ACCOUNT_PATH, EMAIL_CHANGE_MODE, EMAIL_CONFIRM_MODE, type AccountOverview } from '../../lib/account/rules';
import { accountErrorMessage, isPersonsMistake } from '../../lib/account/words';
import { retrySignIn } from '../../stores/auth';
import { useRequireUser } from '../useRequireUser';
import { failureReason, useLoad } from '../useLoad';
import ScreenStatus from '../ScreenStatus';
import { LinkButton } from '../LinkButton';
import Toaster from '../Toaster';
import { DeleteSection } from './DeleteSection';
import { EmailSection } from './EmailSection';
import { NameSection } from './NameSection';
import { PasswordSection } from './PasswordSection';
import { DataSection } from './DataSection';
import { RecordsSection } from './RecordsSection';
import '../learning.css';
import './account.css';

/** What the page's e-mail link does: change the address, or confirm it. */
type LinkKind = 'change' | 'confirm';
type LinkState =
  | { step: 'none' }
  | { step: 'applying'; kind: LinkKind }
  | { step: 'done'; kind: LinkKind; signedIn: boolean }
  | { step: 'failed'; kind: LinkKind; message: string };

/** The e-mail link the page was opened with, if any. */
function accountLink(): { kind: LinkKind; code: string } | null {
  const params = new URLSearchParams(window.location.search);
  const code = params.get('oobCode');
  const mode = params.get('mode');
  if (!code) return null;
  if (mode === EMAIL_CHANGE_MODE) return { kind: 'change', code };
  if (mode === EMAIL_CONFIRM_MODE) return { kind: 'confirm', code };
  return null;
}

export default function AccountApp() {
  const [link, setLink] = useState<LinkState>(() => {
    const opened = accountLink();
    return opened ? { step: 'applying', kind: opened.kind } : { step: 'none' };
  });
  // The name changed here since the overview loaded (the card shows it at once).
  const [edits, setEdits] = useState<Partial<AccountOverview['profile']>>({});
  // Set once the account is deleted: the sign-out that follows must lead home, not to /auth.
  const [leaving, setLeaving] = useState(false);
  // An e-mail link works signed out too; after a deletion the sign-out leads home, not to /auth.
  const { user, loading, problem: signInProblem } = useRequireUser({ redirect: link.step === 'none' && !leaving });

  // The e-mail link: applied once, and taken out of the address bar (a one-time code is no bookmark).
  useEffect(() => {
    const opened = accountLink();
    if (!opened) return;
    const { kind, code } = opened;
    window.history.replaceState(null, '', ACCOUNT_PATH);
    // Firebase's client loads only for an e-mail link, never with the page.
    import('./firebaseAccount')
      .then(({ applyEmailLink }) => applyEmailLink(code))
      .then(({ signedIn }) => setLink({ step: 'done', kind, signedIn }))
      .catch((error: unknown) => {
        if (!isPersonsMistake(error)) console.error(error);
        setLink({ step: 'failed', kind, message: accountErrorMessage(error) });
      });
  }, []);

  const { state, retry } = useLoad(user && link.step !== 'applying' ? user.uid : null, () => accountApi.overview(), {
    failure: 'Failed to load your account.',
  });
  const loaded = state.kind === 'ready' ? state.data : null;
  const data = loaded && { ...loaded, profile: { ...loaded.profile, ...edits } };

  if (link.step === 'applying' || (link.step !== 'none' && !user && !loading && !leaving)) {
    return <LinkOutcome link={link} />;
  }

  // A failed load, or sign-in that did not answer in time: the words, the reason, 'Try again'.
  if (!data)
    return (
      <ScreenStatus
        loading="Loading your account..."
        failed="Failed to load your account."
        reason={failureReason(state) ?? signInProblem}
        onRetry={() => {
          retrySignIn();
          retry();
        }}
      />
    );

  const update = (change: Partial<AccountOverview['profile']>) => setEdits((before) => ({ ...before, ...change }));
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
        <NameSection fullName={data.profile.full_name} onRenamed={(full_name) => update({ full_name })} />
        <EmailSection email={data.profile.email} verified={data.emailVerified} />
        <PasswordSection email={data.profile.email} />
      </div>
      <RecordsSection purchases={data.purchases} enrollments={data.enrollments} />
      <DataSection />
      <DeleteSection email={data.profile.email} isAdmin={data.isAdmin} onDeleted={() => setLeaving(true)} />
      <Toaster />
    </div>
  );
}

/** The e-mail link's result for a browser that is not signed in (or while it is being applied). */
function LinkOutcome({ link }: { link: LinkState }) {
  return (
    <div className="auth-card centred-panel surface-panel">
      <h1 className="auth-card__title">Your e-mail address</h1>
      {link.step === 'applying' || link.step === 'none' ? (
        <p className="auth-card__lead" role="status">
          {link.step === 'applying' && link.kind === 'confirm'
            ? 'Confirming your e-mail address...'
            : 'Confirming your new e-mail address...'}
        </p>
      ) : link.step === 'done' ? (
        <p className="auth-card__lead" role="status">
          {link.kind === 'change'
            ? 'Your e-mail address is changed. Please sign in with your new address.'
            : 'Your e-mail address is confirmed. Thank you!'}
        </p>
      ) : (
        <p className="auth-card__lead" role="alert">
          {link.message}
        </p>
      )}
      {link.step !== 'applying' && (
        <a className="btn auth-card__submit" href="/auth">
          Go to Sign In
        </a>
      )}
      <Toaster />
    </div>
  );
}
