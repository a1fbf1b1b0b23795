// /auth/set-password: the link in a manual-enrollment e-mail (`?oobCode=...&email=...`) and in a forgotten-password
// e-mail (the same plus `purpose=reset`, worded as a reset). The code is checked first (an expired or used link
// says so at once), then the new password is set with Firebase's confirmPasswordReset, the person is signed in and
// taken to their dashboard.
import { useEffect, useState, type FormEvent } from 'react';
import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { FORGOT_PASSWORD, RESET_PARAM, RESET_VALUE } from '../lib/account/authLinks';
import { MIN_PASSWORD_LENGTH, SHORT_PASSWORD } from '../lib/account/signInWords';
import { getAuthInstance, signInWithPassword } from '../stores/firebaseAuth';
import { toastAfterNavigation } from '../stores/toasts';
import { PasswordField, useFields } from './ui/Field';
import Toaster from './Toaster';
import './learning.css';
import { Button } from './ui/Button';

const DASHBOARD = '/course-dashboard';

type State = { view: 'checking' } | { view: 'form'; email: string } | { view: 'invalid'; message: string } | { view: 'done' };

/** What a failed code check or reset means for the person holding the link ('set-up' or 'reset' link). */
export function linkProblem(error: unknown, kind: 'set-up' | 'reset' = 'set-up'): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (code === 'auth/expired-action-code') return `This ${kind} link has expired. Links are valid for a limited time for your security.`;
  if (code === 'auth/invalid-action-code') return `This ${kind} link has already been used or is not valid.`;
  if (code === 'auth/user-disabled') return 'This account has been disabled. Please contact me if you think this is a mistake.';
  if (code === 'auth/user-not-found') return 'There is no account for this link any more.';
  if (code === 'auth/network-request-failed')
    return 'We could not reach the sign-in service. Please check your connection and reload the page.';
  return `This ${kind} link could not be used.`;
}

export default function SetPassword() {
  const [state, setState] = useState<State>({ view: 'checking' });
  const form = useFields({ password: '', confirm: '' });
  const { password, confirm } = form.values;
  const [submitting, setSubmitting] = useState(false);
  const [oobCode, setOobCode] = useState('');
  // A forgotten-password link (rather than a new account's set-up link): same steps, its own words.
  const [isReset] = useState(() => new URLSearchParams(window.location.search).get(RESET_PARAM) === RESET_VALUE);
  const kind = isReset ? 'reset' : 'set-up';

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const code = params.get('oobCode') ?? '';
    const hintedEmail = params.get('email') ?? '';
    setOobCode(code);
    if (!code) {
      setState({ view: 'invalid', message: 'This link is incomplete. Please open the link from your e-mail again.' });
      return;
    }
    let cancelled = false;
    getAuthInstance()
      .then((auth) => verifyPasswordResetCode(auth, code))
      .then((email) => {
        if (!cancelled) setState({ view: 'form', email: email || hintedEmail });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setState({ view: 'invalid', message: linkProblem(error, kind) });
      });
    return () => {
      cancelled = true;
    };
  }, [kind]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (state.view !== 'form') return;
    const found: typeof form.errors = {};
    if (password.length < MIN_PASSWORD_LENGTH) found.password = SHORT_PASSWORD;
    if (!found.password && confirm !== password) found.confirm = 'The passwords do not match.';
    form.setErrors(found);
    if (found.password || found.confirm) return;
    setSubmitting(true);
    try {
      const auth = await getAuthInstance();
      await confirmPasswordReset(auth, oobCode, password);
    } catch (error) {
      console.error(error);
      setSubmitting(false);
      const code = (error as { code?: string } | null)?.code;
      if (code === 'auth/weak-password') {
        form.setErrors({ password: 'Please choose a stronger password.' });
        return;
      }
      setState({ view: 'invalid', message: linkProblem(error, kind) });
      return;
    }
    try {
      await signInWithPassword(state.email, password);
      setState({ view: 'done' });
      toastAfterNavigation(
        isReset
          ? { title: 'Password changed', message: 'Your new password is set and you are signed in.' }
          : { title: 'Password set', message: 'Welcome! Taking you to your courses.' },
      );
      window.location.assign(DASHBOARD);
    } catch (error) {
      // The password is set; only the automatic sign-in failed. Send them to sign in by hand.
      console.error(error);
      setSubmitting(false);
      setState({ view: 'invalid', message: 'Your password is set. Please sign in with your e-mail and new password.' });
    }
  }

  return (
    <div className="auth-card centred-panel surface-panel">
      <h1 className="auth-card__title">{isReset ? 'Choose a new password' : 'Set your password'}</h1>
      {state.view === 'checking' && (
        <p className="auth-card__lead" role="status">
          Checking your link...
        </p>
      )}
      {state.view === 'done' && (
        <p className="auth-card__lead" role="status">
          Your password is set. Taking you to your courses...
        </p>
      )}
      {state.view === 'invalid' && (
        <>
          <p className="auth-card__lead" role="alert">
            {state.message}
          </p>
          <p className="auth-card__lead">
            You can ask for a fresh link on the sign-in page with &lsquo;{FORGOT_PASSWORD}&rsquo;
            {isReset ? '.' : ', or reply to your enrollment e-mail and I will help.'}
          </p>
          <a className="btn auth-card__submit" href="/auth">
            Go to Sign In
          </a>
        </>
      )}
      {state.view === 'form' && (
        <>
          <p className="auth-card__lead">
            {isReset ? 'Choose a new password for ' : 'Choose a password for '}
            <strong>{state.email}</strong>. You will use it with your e-mail to sign in to your courses.
          </p>
          <form onSubmit={onSubmit} noValidate className="form">
            {/* Lets password managers store the new password against the right account. */}
            <input type="email" name="email" autoComplete="username" value={state.email} readOnly hidden />
            <PasswordField
              {...form.bind('password')}
              id="new-password"
              label="New Password"
              autoComplete="new-password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
              hintClassName="auth-card__lead"
            />
            <PasswordField {...form.bind('confirm')} id="confirm-password" label="Confirm Password" autoComplete="new-password" required />
            <Button type="submit" className="auth-card__submit" disabled={submitting}>
              {submitting ? 'Please wait...' : 'Set Password'}
            </Button>
          </form>
        </>
      )}
      <Toaster />
    </div>
  );
}
