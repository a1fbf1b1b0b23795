// /course-access: where a sign-in link from an e-mail lands (issue #12). Firebase completes the sign-in with the
// link and the address it was sent to: remembered on the device that asked for it, asked for again on any other
// device. Then the learner goes to their dashboard. A used, expired or broken link says so and offers a new one.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isSignInWithEmailLink, signInWithEmailLink } from 'firebase/auth';
import { ApiError } from '../api/client';
import { requestAuthLink } from '../api/authLinks';
import {
  EMAIL_FOR_SIGN_IN_KEY,
  INCOMPLETE_SIGN_IN_LINK,
  signInLinkProblem,
  WRONG_EMAIL_FOR_LINK,
} from '../lib/authLinks';
import { GENERIC_AUTH_ERROR, validateAuthForm } from '../lib/learningAuth';
import { getAuthInstance } from '../stores/auth';
import { toast, toastAfterNavigation } from '../stores/toasts';
import CheckYourEmail from './CheckYourEmail';
import Toaster from './Toaster';
import './learning.css';

const DASHBOARD = '/course-dashboard';

type State =
  | { view: 'checking' }
  /** The address is not known on this device (or was wrong): ask for it. */
  | { view: 'ask'; problem?: string }
  | { view: 'signing-in' }
  /** The link cannot be used: say why and offer a new one. */
  | { view: 'invalid'; message: string }
  | { view: 'sent'; email: string };

function rememberedEmail(): string {
  try {
    return localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY) ?? '';
  } catch {
    return '';
  }
}

function forgetEmail(): void {
  try {
    localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
  } catch {
    // nothing stored
  }
}

export default function CourseAccess() {
  const [state, setState] = useState<State>({ view: 'checking' });
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const link = useRef('');

  async function complete(address: string) {
    setState({ view: 'signing-in' });
    try {
      const auth = await getAuthInstance();
      await signInWithEmailLink(auth, address, link.current);
      forgetEmail();
      toastAfterNavigation({ title: 'Welcome back!', message: 'You have been signed in successfully.' });
      window.location.replace(DASHBOARD);
    } catch (error) {
      console.error(error);
      const code = (error as { code?: string } | null)?.code ?? '';
      if (code === 'auth/invalid-email') setState({ view: 'ask', problem: WRONG_EMAIL_FOR_LINK });
      else setState({ view: 'invalid', message: signInLinkProblem(code) });
    }
  }

  useEffect(() => {
    link.current = window.location.href;
    const remembered = rememberedEmail();
    setEmail(remembered);
    getAuthInstance()
      .then((auth) => {
        if (!isSignInWithEmailLink(auth, link.current)) setState({ view: 'invalid', message: INCOMPLETE_SIGN_IN_LINK });
        else if (!remembered) setState({ view: 'ask' });
        else void complete(remembered);
      })
      .catch((error: unknown) => {
        console.error(error);
        setState({ view: 'invalid', message: signInLinkProblem('auth/network-request-failed') });
      });
    // Runs once, for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The address typed is well formed; otherwise shows why next to the field. */
  function checkedEmail(): string | null {
    const found = validateAuthForm({ mode: 'signin', email, password: 'xxxxxx' }).email;
    setEmailError(found);
    return found ? null : email.trim();
  }

  function onConfirm(event: FormEvent) {
    event.preventDefault();
    const address = checkedEmail();
    if (address) void complete(address);
  }

  async function onNewLink(event: FormEvent) {
    event.preventDefault();
    const address = checkedEmail();
    if (!address) return;
    setBusy(true);
    try {
      await requestAuthLink('sign-in', address);
      try {
        localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, address);
      } catch {
        // storage unavailable: the next link asks for the address
      }
      setState({ view: 'sent', email: address });
    } catch (error) {
      toast({ title: 'Error', message: error instanceof ApiError ? error.message : GENERIC_AUTH_ERROR, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  if (state.view === 'sent') {
    return (
      <>
        <CheckYourEmail purpose="sign-in" email={state.email} onBack={() => window.location.assign('/auth')} />
        <Toaster />
      </>
    );
  }

  const emailField = (
    <div className="field">
      <label htmlFor="access-email">Email</label>
      <input
        id="access-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={emailError ? true : undefined}
        aria-describedby={emailError ? 'access-email-error' : undefined}
      />
      {emailError && (
        <p id="access-email-error" className="field__error">
          {emailError}
        </p>
      )}
    </div>
  );

  return (
    <div className="auth-card">
      <h1 className="auth-card__title">{state.view === 'invalid' ? 'Sign-in link not valid' : 'Signing you in'}</h1>
      {(state.view === 'checking' || state.view === 'signing-in') && (
        <p className="auth-card__lead" role="status">
          Checking your sign-in link...
        </p>
      )}
      {state.view === 'ask' && (
        <>
          <p className="auth-card__lead" role={state.problem ? 'alert' : undefined}>
            {state.problem ?? 'Please confirm the e-mail address you asked for this sign-in link with. (Your browser asks because the link was opened on a different device or browser.)'}
          </p>
          <form onSubmit={onConfirm} noValidate className="form">
            {emailField}
            <button type="submit" className="btn auth-card__submit">
              Continue
            </button>
          </form>
        </>
      )}
      {state.view === 'invalid' && (
        <>
          <p className="auth-card__lead" role="alert">
            {state.message}
          </p>
          <p className="auth-card__lead">Enter your e-mail address and I will send you a new sign-in link.</p>
          <form onSubmit={onNewLink} noValidate className="form">
            {emailField}
            <button type="submit" className="btn auth-card__submit" disabled={busy}>
              {busy ? 'Please wait...' : 'Email me a new link'}
            </button>
          </form>
          <a className="link-button" href="/auth">
            Sign in with your password
          </a>
        </>
      )}
      <Toaster />
    </div>
  );
}
