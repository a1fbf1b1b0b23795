// /auth: sign in or create an account with e-mail and password (spec 2.9, 5, 8), plus a sign-in link by e-mail
// and a forgotten-password e-mail. Both e-mails are sent by the server (POST /api/auth-email-link),
// which answers the same whether or not the address has an account; the page then shows 'Check Your Email'.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $authProblem, $loading, $user, initAuth } from '../stores/auth';
import { signInWithPassword, signUpWithPassword } from '../stores/firebaseAuth';
import { toast, toastAfterNavigation } from '../stores/toasts';
import { ApiError, setUpNewAccount } from '../api/client';
import { EMAIL_ME_A_LINK, FORGOT_PASSWORD, type AuthLinkPurpose } from '../lib/account/authLinks';
import { AFTER_SIGN_IN, returnPathFrom } from '../lib/account/returnTo';
import { authErrorMessage, GENERIC_AUTH_ERROR, validateAuthForm } from '../lib/account/signInWords';
import CheckYourEmail from './CheckYourEmail';
import { emailProblem, sendAuthLink } from './signInLinkEmail';
import { EmailField, InputField, PasswordField, useFields } from './ui/Field';
import Toaster from './Toaster';
import './learning.css';
import { Button } from './ui/Button';

export default function AuthForm() {
  // Where she goes once signed in: the page that sent her here (/auth?next=...), or the dashboard.
  const [{ next, returning }] = useState(() => {
    const back = returnPathFrom(window.location.search);
    return { next: back ?? AFTER_SIGN_IN, returning: back !== null };
  });
  const user = useStore($user);
  const loading = useStore($loading);
  // Set when a stored sign-in could not be checked in time: the form still works, and says why it may not.
  const signInProblem = useStore($authProblem);
  const [mode, setMode] = useState<'signin' | 'signup'>('signin');
  const form = useFields({ fullName: '', email: '', password: '' });
  const { fullName, email, password } = form.values;
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<{ purpose: AuthLinkPurpose; email: string } | null>(null);
  const busy = useRef(false);

  useEffect(initAuth, []);
  useEffect(() => {
    if (!loading && user && !busy.current) window.location.replace(next);
  }, [loading, user, next]);

  const signUp = mode === 'signup';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateAuthForm({ mode, email, password });
    form.setErrors(found);
    if (found.email || found.password) return;
    busy.current = true;
    setSubmitting(true);
    try {
      if (signUp) {
        await signUpWithPassword(email.trim(), password, fullName.trim());
        await setUpNewAccount(fullName.trim());
        toastAfterNavigation({ title: 'Account created!', message: 'Please check your email to confirm your account.' });
      } else {
        await signInWithPassword(email.trim(), password);
        toastAfterNavigation({ title: 'Welcome back!', message: 'You have been signed in successfully.' });
      }
      window.location.assign(next);
    } catch (error) {
      busy.current = false;
      setSubmitting(false);
      // The site's own refusal (the session could not be made) in its words; Firebase's refusals by their code.
      toast({ title: 'Error', message: error instanceof ApiError ? error.message : authErrorMessage(error), variant: 'destructive' });
    }
  }

  /** 'Email me a sign-in link' and 'Forgot your password?': only the e-mail address is needed. */
  async function onEmailLink(purpose: AuthLinkPurpose) {
    const problem = emailProblem(email);
    form.setErrors(problem ? { email: problem } : {});
    if (problem) return;
    const address = email.trim();
    setSubmitting(true);
    try {
      await sendAuthLink(purpose, address);
      setSent({ purpose, email: address });
    } catch (error) {
      toast({ title: 'Error', message: error instanceof ApiError ? error.message : GENERIC_AUTH_ERROR, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  function toggle() {
    setMode(signUp ? 'signin' : 'signup');
    form.setErrors({});
  }

  if (sent) {
    return (
      <>
        <CheckYourEmail purpose={sent.purpose} email={sent.email} onBack={() => setSent(null)} />
        <Toaster />
      </>
    );
  }

  // Until sign-in has answered, the page keeps its loading line: a signed-in visitor, on the way to the dashboard,
  // never sees a form flash by (unless sign-in does not answer in time: then the form works and says why).
  if ((loading && !signInProblem) || user)
    return (
      <p className="app-loading app-loading--centred" role="status">
        {user ? (returning ? 'Taking you back to your page...' : 'Taking you to your dashboard...') : 'Loading the sign-in form...'}
      </p>
    );

  return (
    <div className="auth-card centred-panel surface-panel">
      <h1 className="auth-card__title">{signUp ? 'Create your account' : 'Welcome back'}</h1>
      <p className="auth-card__lead">{signUp ? 'Create an account to begin your courses with me.' : 'Sign in to continue your courses.'}</p>
      {returning && !signInProblem && (
        <p className="notice-box" role="status">
          Please sign in, and you will go straight back to the page you opened.
        </p>
      )}
      {signInProblem && (
        <p className="notice-box notice-box--problem" role="alert">
          {signInProblem}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="form">
        {signUp && <InputField {...form.bind('fullName')} id="auth-name" label="Full Name" name="name" autoComplete="name" />}
        <EmailField {...form.bind('email')} id="auth-email" />
        <PasswordField
          {...form.bind('password')}
          id="auth-password"
          label="Password"
          name="password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          required
          minLength={6}
        />
        <Button type="submit" className="auth-card__submit" disabled={submitting}>
          {submitting ? 'Please wait...' : signUp ? 'Create Account' : 'Sign In'}
        </Button>
      </form>
      {!signUp && (
        <>
          <Button
            variant="secondary"
            type="button"
            className="auth-card__submit"
            onClick={() => onEmailLink('sign-in')}
            disabled={submitting}
          >
            {EMAIL_ME_A_LINK}
          </Button>
          <Button variant="link" type="button" onClick={() => onEmailLink('password-reset')} disabled={submitting}>
            {FORGOT_PASSWORD}
          </Button>
        </>
      )}
      <Button variant="link" type="button" onClick={toggle}>
        {signUp ? 'Already have an account? Sign in' : "Don't have an account? Sign up"}
      </Button>
      <Toaster />
    </div>
  );
}
