// /account: the signed-in person's own account: name, e-mail, password, purchases, enrollments,
// "Download my data" and "Delete my account". It also receives the e-mail links (?mode=verifyAndChangeEmail or
// verifyEmail &oobCode=...: a change of address, or the address confirmed), which work signed in or not.
import { useEffect, useState } from 'react';
import { takeAnswer } from '../earlyAnswer';
import { accountAnswer } from '../screenAnswers';
import { ACCOUNT_PATH, EMAIL_CHANGE_MODE, EMAIL_CONFIRM_MODE, type AccountOverview } from '../../lib/account/rules';
import { GENERIC_FAILURE } from '../../api/failureWords';
import { retrySignIn } from '../../stores/auth';
import { useRequireUser } from '../useRequireUser';
import { failureReason, useLoad } from '../useLoad';
import ScreenStatus from '../ScreenStatus';
import Toaster from '../Toaster';
import { useViewCode, viewCode } from '../viewCode';
import type { LinkKind, LinkState } from './AccountView';
import '../learning.css';
import './account.css';

// The account's sections (forms, records, dialogs) load beside the overview, not with the page.
const accountView = viewCode(() => import('./AccountView'));
void accountView();

/** When even the words' file does not load (offline): the generic words, and the error logged. */
const unworded = { accountErrorMessage: () => GENERIC_FAILURE, isPersonsMistake: () => false };

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
    // Firebase's client loads only for an e-mail link, never with the page; so do the words for its failures.
    const words = import('../../lib/account/words');
    import('./firebaseAccount')
      .then(({ applyEmailLink }) => applyEmailLink(code))
      .then(({ signedIn }) => setLink({ step: 'done', kind, signedIn }))
      .catch(async (error: unknown) => {
        const { accountErrorMessage, isPersonsMistake } = await words.catch(() => unworded);
        if (!isPersonsMistake(error)) console.error(error);
        setLink({ step: 'failed', kind, message: accountErrorMessage(error) });
      });
  }, []);

  const { state, retry } = useLoad(user && link.step !== 'applying' ? user.uid : null, () => takeAnswer(...accountAnswer()), {
    failure: 'Failed to load your account.',
  });
  const view = useViewCode(accountView);
  const loaded = state.kind === 'ready' ? state.data : null;
  const data = loaded && { ...loaded, profile: { ...loaded.profile, ...edits } };

  if (link.step === 'applying' || (link.step !== 'none' && !user && !loading && !leaving)) {
    return <LinkOutcome link={link} />;
  }

  // A failed load, or sign-in that did not answer in time: the words, the reason, 'Try again'.
  if (!data || view.kind !== 'ready')
    return (
      <ScreenStatus
        loading="Loading your account..."
        failed="Failed to load your account."
        reason={failureReason(state) ?? (view.kind === 'failed' ? '' : signInProblem)}
        onRetry={() => {
          // A file that did not load stays failed in this page: only a reload fetches it again.
          if (view.kind === 'failed') return window.location.reload();
          retrySignIn();
          retry();
        }}
      />
    );

  const { AccountView } = view.code;
  return (
    <AccountView
      data={data}
      link={link}
      onRenamed={(full_name) => setEdits((before) => ({ ...before, full_name }))}
      onDeleted={() => setLeaving(true)}
    />
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
