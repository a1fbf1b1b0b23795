// The purchase flow (spec 4, 5, 8), loaded by PurchaseDialogs.tsx on the first purchase press: pressing a
// purchase button asks `requestPurchase(course)`; a signed-in learner then sees the purchase dialog, a signed-out
// visitor the account dialog (choice, log in, sign up),
// which after a successful log in or sign up closes and opens the purchase dialog for the same course.
// The purchase dialog is idle, then loading (spinner, buttons disabled) while checkout is created; on success the
// payment page opens in a new tab and the dialog closes; on failure it stays open with a toast.
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ApiError, api, failureMessage, setUpNewAccount } from '../../api/client';
import { purchaseApi } from '../../api/purchaseClient';
import { fetchLiveCourse } from '../../scripts/liveCourses';
import { coursePriceView } from '../../lib/catalog/coursePrice';
import { formatPrice } from '../../lib/money';
import { authErrorMessage } from '../../lib/account/signInWords';
import { ALREADY_ENROLLED, PURCHASE_TOASTS } from '../../lib/purchase/purchase';
import { ACCOUNT_DIALOG_CLOSED, accountDialogReducer, missingAccountFields } from '../../lib/purchase/accountDialog';
import { currentUser } from '../../stores/auth';
import { toast } from '../../stores/toasts';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { EmailField, FormError, InputField, PasswordField } from '../ui/Field';
import { $purchaseRequest, type PurchaseCourse } from './purchaseRequest';
import { PromotionCodeField, usePromotionCode } from './PromotionCode';
import '../learning.css';
import './purchase.css';

type View = 'closed' | 'checking' | 'account' | 'purchase' | 'owned';

/** True when the signed-in learner already has the course (enrolled, or an admin's access); unknown counts as no. */
async function ownsCourse(courseId: string): Promise<boolean> {
  try {
    const { courses } = await api.dashboard();
    return courses.some((course) => course.id === courseId);
  } catch (error) {
    console.error("Could not check the learner's courses", error);
    return false;
  }
}

export default function PurchaseFlow({ fallbackError = PURCHASE_TOASTS.checkoutFailedLearner }: { fallbackError?: string }) {
  const request = useStore($purchaseRequest);
  const [view, setView] = useState<View>('closed');
  const [course, setCourse] = useState<PurchaseCourse | null>(null);

  useEffect(() => {
    if (!request) return;
    let current = true;
    setCourse(request);
    setView('checking');
    // Who is signed in (the page's hint, else the server's answer); Firebase's client loads only for the account step.
    currentUser()
      .then(async (user) => {
        if (!user) return current && setView('account');
        const owned = await ownsCourse(request.courseId);
        if (current) setView(owned ? 'owned' : 'purchase');
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!current) return;
        setView('closed');
        toast({ title: PURCHASE_TOASTS.checkoutFailedTitle, message: fallbackError, variant: 'destructive' });
      });
    return () => {
      current = false;
    };
  }, [request, fallbackError]);

  const close = () => {
    setView('closed');
    $purchaseRequest.set(null);
  };

  if (view === 'closed' || !course) return null;
  if (view === 'checking') {
    return (
      <Dialog title={course.title} onClose={close}>
        <p className="pdialog__status" role="status">
          <span className="spinner" aria-hidden="true" /> Just a moment...
        </p>
      </Dialog>
    );
  }
  if (view === 'account')
    return (
      <AccountDialog
        course={course}
        onClose={close}
        onSignedIn={async () => {
          setView('checking');
          setView((await ownsCourse(course.courseId)) ? 'owned' : 'purchase');
        }}
      />
    );
  if (view === 'owned') return <OwnedDialog course={course} onClose={close} />;
  return <PurchaseDialog course={course} fallbackError={fallbackError} onClose={close} onSignedOut={() => setView('account')} />;
}

/** Shown instead of the purchase dialog to a learner who already has the course. */
function OwnedDialog({ course, onClose }: { course: PurchaseCourse; onClose: () => void }) {
  return (
    <Dialog
      eyebrow="Online Course"
      title={course.title}
      description="This course is already yours. Every session is waiting for you."
      onClose={onClose}
      footer={
        <>
          <a className="btn" href={`/course/${encodeURIComponent(course.courseId)}`} data-autofocus>
            Go to course
          </a>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    />
  );
}

function PurchaseDialog({
  course,
  fallbackError,
  onClose,
  onSignedOut,
}: {
  course: PurchaseCourse;
  fallbackError: string;
  onClose: () => void;
  onSignedOut: () => void;
}) {
  const [loading, setLoading] = useState(false);
  const [alreadyEnrolled, setAlreadyEnrolled] = useState(false);
  const busy = useRef(false);
  const [livePrice, setLivePrice] = useState<number | null>(course.price);
  const descriptionId = useId();
  const promo = usePromotionCode(course);

  // Without a price from the page (pressed before it loaded), the same live record checkout charges.
  useEffect(() => {
    if (course.price !== null) return;
    let current = true;
    fetchLiveCourse(course.courseId)
      .then((record) => {
        const view = coursePriceView(record);
        if (current && view.kind === 'sale') setLivePrice(view.price);
      })
      .catch((error: unknown) => console.error('Could not read the course price', error));
    return () => {
      current = false;
    };
  }, [course.courseId, course.price]);

  async function onProceed() {
    if (busy.current) return; // a double click creates one checkout
    busy.current = true;
    setLoading(true);
    // Opened now, while the click still counts as the user's own action, so that no pop-up blocker stops it.
    const tab = window.open('', '_blank');
    try {
      const user = await currentUser();
      if (!user) {
        tab?.close();
        toast({ ...PURCHASE_TOASTS.authRequired, variant: 'destructive' });
        onSignedOut();
        return;
      }
      const { url } = await purchaseApi.createCheckout({
        courseId: course.courseId,
        userEmail: user.email ?? undefined,
        userName: user.displayName ?? undefined,
        ...(promo.quote ? { promotionCode: promo.quote.code } : {}),
      });
      if (tab && !tab.closed) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
      onClose();
    } catch (error) {
      tab?.close();
      const message = failureMessage(error, fallbackError);
      if (error instanceof ApiError && error.code === 'already_enrolled') setAlreadyEnrolled(true);
      // The code stopped working since it was applied (used up, expired): say so beside it; the price is the full one.
      if (error instanceof ApiError && error.code === 'promotion_refused') promo.refused(message);
      if (error instanceof ApiError && error.status === 401) {
        toast({ ...PURCHASE_TOASTS.authRequired, variant: 'destructive' });
      } else {
        toast({ title: PURCHASE_TOASTS.checkoutFailedTitle, message: message || fallbackError, variant: 'destructive' });
      }
      busy.current = false;
      setLoading(false);
    }
  }

  const price = typeof livePrice === 'number' && livePrice > 0 ? formatPrice(livePrice, { decimals: 'always' }) : null;
  const pounds = (pence: number) => formatPrice(pence / 100, { decimals: 'always', zeroAsFree: false });
  return (
    <Dialog
      eyebrow="Online Course"
      title={course.title}
      describedBy={descriptionId}
      busy={loading}
      onClose={onClose}
      footer={
        alreadyEnrolled ? (
          <>
            <a className="btn" href="/course-dashboard" data-autofocus>
              Go to My Dashboard
            </a>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onProceed} busy={loading} data-autofocus>
              Proceed to Payment
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={loading}>
              Cancel
            </Button>
          </>
        )
      }
    >
      {promo.quote ? (
        <p className="pdialog__price" data-promo-price>
          <s className="pdialog__was">
            <span className="sr-only">Usual price </span>
            {pounds(promo.quote.listPence)}
          </s>{' '}
          {pounds(promo.quote.amountPence)}
        </p>
      ) : (
        price && <p className="pdialog__price">{price}</p>
      )}
      {!alreadyEnrolled && <PromotionCodeField promo={promo} disabled={loading} />}
      {alreadyEnrolled ? (
        <p id={descriptionId}>{ALREADY_ENROLLED}</p>
      ) : (
        <>
          <p id={descriptionId}>
            You will pay securely on the next page, which opens in a new tab. As soon as your payment is confirmed, the course is yours for
            life on your dashboard.
          </p>
          {loading && (
            <p className="pdialog__status" role="status">
              <span className="spinner" aria-hidden="true" /> Preparing your secure checkout...
            </p>
          )}
        </>
      )}
    </Dialog>
  );
}

function AccountDialog({ course, onClose, onSignedIn }: { course: PurchaseCourse; onClose: () => void; onSignedIn: () => void }) {
  // Firebase's client, which the forms below need, starts loading while the person reads them.
  useEffect(() => {
    void import('../../stores/firebaseAuth').catch(() => {});
  }, []);
  const [state, dispatch] = useReducer(accountDialogReducer, { ...ACCOUNT_DIALOG_CLOSED, open: true });
  const [missing, setMissing] = useState<string[]>([]);
  const formId = useId();

  const close = () => {
    dispatch({ type: 'close' });
    onClose();
  };
  const back = () => {
    setMissing([]);
    dispatch({ type: 'back' });
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = missingAccountFields(state);
    setMissing(found);
    if (found.length > 0) return;
    dispatch({ type: 'submit' });
    const signUp = state.view === 'signup';
    try {
      // Firebase's client loads now, for this form only.
      const { signInWithPassword, signUpWithPassword } = await import('../../stores/firebaseAuth');
      if (signUp) {
        await signUpWithPassword(state.email.trim(), state.password, state.fullName.trim());
        await setUpNewAccount(state.fullName.trim());
        toast(PURCHASE_TOASTS.accountCreated);
      } else {
        await signInWithPassword(state.email.trim(), state.password);
        toast(PURCHASE_TOASTS.loggedIn);
      }
      dispatch({ type: 'close' });
      onSignedIn();
    } catch (error) {
      dispatch({ type: 'failed' });
      toast({
        title: signUp ? PURCHASE_TOASTS.signupFailedTitle : PURCHASE_TOASTS.loginFailedTitle,
        message: authErrorMessage(error),
        variant: 'destructive',
      });
    }
  }

  const field = (name: 'fullName' | 'email' | 'password') => ({
    value: state[name],
    onChange: (value: string) => dispatch({ type: 'field', name, value }),
    disabled: state.submitting,
    required: true,
  });

  if (state.view === 'choice') {
    return (
      <Dialog
        key="choice"
        title="Sign in to continue"
        description={
          <>
            To purchase <strong>{course.title}</strong>, please log in or create a free account. Your course will be waiting for you there.
          </>
        }
        onClose={close}
      >
        <div className="pdialog__choices">
          <Button onClick={() => dispatch({ type: 'choose', view: 'login' })} data-autofocus>
            Log In
          </Button>
          <Button variant="secondary" onClick={() => dispatch({ type: 'choose', view: 'signup' })}>
            Create Account
          </Button>
        </div>
      </Dialog>
    );
  }

  const signUp = state.view === 'signup';
  const title = signUp ? 'Create Account' : 'Log In';
  return (
    <Dialog
      key={state.view}
      title={title}
      busy={state.submitting}
      onClose={close}
      footer={
        <>
          <Button type="submit" form={formId} busy={state.submitting} busyLabel="Please wait...">
            {title}
          </Button>
          <Button variant="secondary" onClick={back} disabled={state.submitting}>
            Back
          </Button>
        </>
      }
    >
      <p className="pdialog__lead">
        {signUp ? 'Create your account to purchase' : 'Log in to purchase'} <strong>{course.title}</strong>.
      </p>
      <form id={formId} className="form" onSubmit={onSubmit} noValidate>
        {signUp && (
          <InputField {...field('fullName')} id="purchase-name" label="Full Name" name="name" autoComplete="name" data-autofocus />
        )}
        <EmailField {...field('email')} id="purchase-email" data-autofocus={signUp ? undefined : true} />
        <PasswordField
          {...field('password')}
          id="purchase-password"
          label="Password"
          name="password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
        />
        <FormError message={missing.length > 0 ? `Please fill in: ${missing.join(', ')}.` : null} />
      </form>
    </Dialog>
  );
}
