// The payment result page (spec 2.11, 4, 8): reads session_id and course_id; without a session id it shows
// 'Invalid payment session'; otherwise verifying, then success or failed. Verification is the server's
// (verify-payment checks the Checkout Session with the provider and fulfils it). Checking again never charges
// anything, so a failure that may pass (a service down or busy) offers 'Try again', which finds the work done.
import { useEffect, useState } from 'react';
import { ApiError } from '../api/client';
import { purchaseApi } from '../api/purchaseClient';
import { RETRYABLE_STATUSES } from '../lib/http';
import { PAYMENT_RESULT, paymentResultParams, type VerifyPaymentResponse } from '../lib/purchase/purchase';
import { retrySignIn } from '../stores/auth';
import { useRequireUser } from './useRequireUser';
import { toast } from '../stores/toasts';
import { LinkButton } from './LinkButton';
import Toaster from './Toaster';
import { Button } from './ui/Button';
import './learning.css';
import './purchase/purchase.css';

type State =
  | { kind: 'invalid' }
  | { kind: 'verifying' }
  | { kind: 'failed'; message: string; signIn: boolean; retry: boolean }
  | { kind: 'success'; data: VerifyPaymentResponse };

const SIGN_IN_FIRST = 'Please sign in with the account you used to buy the course, then open this page again.';
const SAFE_TO_RETRY = 'Checking again is safe: it never charges you a second time.';

/** A failure that may pass by itself: a service down or busy, or no answer at all. */
const mayPass = (error: unknown) => (error instanceof ApiError ? RETRYABLE_STATUSES.has(error.status) : error instanceof TypeError);

const isWebLink = (href: string | null | undefined): href is string => {
  try {
    return !!href && ['https:', 'http:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
};

export default function PaymentResult() {
  const [{ sessionId, courseId }] = useState(() => paymentResultParams(window.location.search));
  const [state, setState] = useState<State>(sessionId ? { kind: 'verifying' } : { kind: 'invalid' });
  const [attempt, setAttempt] = useState(0);
  // Signed out, the page says to sign in first (it keeps the payment's address); it sends nobody away itself.
  // Sign-in did not answer in time: the verification waits for it, and the page says why (with 'Try again').
  const { user, loading, problem: signInProblem } = useRequireUser({ redirect: false });
  const stalled = state.kind === 'verifying' && loading && signInProblem !== null;

  useEffect(() => {
    if (!sessionId || loading || state.kind !== 'verifying') return;
    if (!user) {
      setState({ kind: 'failed', message: SIGN_IN_FIRST, signIn: true, retry: false });
      return;
    }
    let current = true;
    purchaseApi
      .verifyPayment({ sessionId, ...(courseId ? { courseId } : {}) })
      .then((data) => {
        if (!current) return;
        setState({ kind: 'success', data });
        toast({ title: PAYMENT_RESULT.successTitle, message: PAYMENT_RESULT.successMessage });
      })
      .catch((error: unknown) => {
        if (!current) return;
        // Signed out (the page asks her to sign in first) is an answer, not a fault to log.
        if (!(error instanceof ApiError && error.status === 401)) console.error(error);
        const message = error instanceof ApiError && error.message ? error.message : PAYMENT_RESULT.failedFallback;
        setState({ kind: 'failed', message, signIn: error instanceof ApiError && error.status === 401, retry: mayPass(error) });
        toast({ title: PAYMENT_RESULT.failedTitle, message, variant: 'destructive' });
      });
    return () => {
      current = false;
    };
    // Runs once the auth state is known, and again on 'Try again'; the state guard keeps it to one verification each.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId, courseId, loading, user, attempt]);

  const retry = () => {
    setState({ kind: 'verifying' });
    setAttempt((value) => value + 1);
  };

  return (
    <div className="payment-result centred-panel surface-panel">
      {state.kind === 'invalid' && (
        <>
          <h1>{PAYMENT_RESULT.invalidSession}</h1>
          <p>
            This page needs the details of a payment, and none came with the link. If you have just paid, please check your e-mail or your
            dashboard.
          </p>
          <div className="pdialog__actions">
            <LinkButton href="/courses" label="Back to Courses" />
          </div>
        </>
      )}
      {state.kind === 'verifying' && !stalled && (
        <>
          <h1>Verifying your payment</h1>
          <p className="pdialog__status" role="status">
            <span className="spinner" aria-hidden="true" /> Verifying your payment, this only takes a moment...
          </p>
        </>
      )}
      {(state.kind === 'failed' || stalled) && (
        <>
          <h1>{PAYMENT_RESULT.failedTitle}</h1>
          <p>{state.kind === 'failed' ? state.message : signInProblem}</p>
          {state.kind === 'failed' && state.retry && <p>{SAFE_TO_RETRY}</p>}
          <p>
            If you were charged and your course does not appear, reply to your receipt or contact me and I will sort it out straight away.
          </p>
          <div className="pdialog__actions">
            {(stalled || (state.kind === 'failed' && state.retry)) && (
              <Button type="button" onClick={stalled ? retrySignIn : retry}>
                Try again
              </Button>
            )}
            {state.kind === 'failed' && state.signIn && <LinkButton href="/auth" label="Sign In" />}
            <LinkButton
              href="/courses"
              label="Back to Courses"
              variant={stalled || (state.kind === 'failed' && (state.signIn || state.retry)) ? 'secondary' : 'primary'}
            />
          </div>
        </>
      )}
      {state.kind === 'success' && (
        <>
          <p className="payment-result__tick" aria-hidden="true">
            ✓
          </p>
          <h1>{PAYMENT_RESULT.successTitle}</h1>
          <p>{PAYMENT_RESULT.successMessage}</p>
          <p>
            Thank you for joining <strong>{state.data.courseTitle}</strong>. A confirmation is on its way to your inbox, and every session
            is ready for you now.
          </p>
          <div className="pdialog__actions">
            <LinkButton href="/auth" label="Access Your Course" />
            <LinkButton href="/courses" label="Back to Courses" variant="secondary" />
            {isWebLink(state.data.magicLink) && <LinkButton href={state.data.magicLink} label="Open Login Link" variant="secondary" />}
          </div>
        </>
      )}
      <Toaster />
    </div>
  );
}
