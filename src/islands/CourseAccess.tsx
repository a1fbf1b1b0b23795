// /course-access: where a sign-in link from an e-mail lands. Firebase completes the sign-in with the
// link and the address it was sent to: remembered on the device that asked for it, asked for again on any other
// device. Then the learner goes to their dashboard. A used, expired or broken link says so and offers a new one.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isSignInWithEmailLink, signInWithEmailLink } from 'firebase/auth';
import { ApiError } from '../api/client';
import { INCOMPLETE_SIGN_IN_LINK, signInLinkProblem, USED_SIGN_IN_LINK, WRONG_EMAIL_FOR_LINK } from '../lib/account/authLinks';
import { GENERIC_AUTH_ERROR } from '../lib/account/signInWords';
import { getAuthInstance, startServerSession } from '../stores/firebaseAuth';
import { toast, toastAfterNavigation } from '../stores/toasts';
import CheckYourEmail from './CheckYourEmail';
import { emailProblem, markSignInLinkUsed, rememberedSignInEmail, sendAuthLink, usedSignInLinkEmail } from './signInLinkEmail';
import { EmailField } from './ui/Field';
import Toaster from './Toaster';
import './learning.css';
import { Button } from './ui/Button';

const DASHBOARD = '/course-dashboard';

type State =
  | { view: 'checking' }
  /** The address is not known on this device (or was wrong): ask for it. */
  | { view: 'ask'; problem?: string }
  | { view: 'signing-in' }
  /** The link cannot be used: say why and offer a new one. */
  | { view: 'invalid'; message: string }
  | { view: 'sent'; email: string };

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
      const { user } = await signInWithEmailLink(auth, address, link.current);
      await startServerSession(user);
      markSignInLinkUsed(link.current, address);
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
    const remembered = rememberedSignInEmail();
    // Used on this device already: say so at once (asking for the address again would suggest another device).
    const usedWith = usedSignInLinkEmail(link.current);
    setEmail(usedWith ?? remembered);
    if (usedWith !== null) {
      setState({ view: 'invalid', message: USED_SIGN_IN_LINK });
      return;
    }
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
  }, []);

  /** The address typed is well formed; otherwise shows why next to the field. */
  function checkedEmail(): string | null {
    const found = emailProblem(email);
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
      await sendAuthLink('sign-in', address);
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

  const emailField = <EmailField id="access-email" value={email} onChange={setEmail} error={emailError} />;

  return (
    <div className="auth-card centred-panel surface-panel">
      <h1 className="auth-card__title">{state.view === 'invalid' ? 'Sign-in link not valid' : 'Signing you in'}</h1>
      {(state.view === 'checking' || state.view === 'signing-in') && (
        <p className="auth-card__lead" role="status">
          Checking your sign-in link...
        </p>
      )}
      {state.view === 'ask' && (
        <>
          <p className="auth-card__lead" role={state.problem ? 'alert' : undefined}>
            {state.problem ??
              'Please confirm the e-mail address you asked for this sign-in link with. (Your browser asks because the link was opened on a different device or browser.)'}
          </p>
          <form onSubmit={onConfirm} noValidate className="form">
            {emailField}
            <Button type="submit" className="auth-card__submit">
              Continue
            </Button>
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
            <Button type="submit" className="auth-card__submit" disabled={busy}>
              {busy ? 'Please wait...' : 'Email me a new link'}
            </Button>
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
