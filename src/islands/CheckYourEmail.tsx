// The spec's 'Check Your Email' view (2.9): shown after a sign-in link or a password reset was asked for, with
// 'Back to Sign In'. Used by /auth and /course-access.
import { useEffect, useRef } from 'react';
import { BACK_TO_SIGN_IN, CHECK_EMAIL_HINT, CHECK_EMAIL_TITLE, checkEmailMessage, type AuthLinkPurpose } from '../lib/account/authLinks';
import { Button } from './ui/Button';

export default function CheckYourEmail({ purpose, email, onBack }: { purpose: AuthLinkPurpose; email: string; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The view replaces the form: move focus to its heading so screen readers announce the change.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="auth-card centred-panel surface-panel" data-check-email>
      <h1 className="auth-card__title" tabIndex={-1} ref={heading}>
        {CHECK_EMAIL_TITLE}
      </h1>
      <p className="auth-card__lead" role="status">
        {checkEmailMessage(purpose, email)}
      </p>
      <p className="auth-card__lead">{CHECK_EMAIL_HINT}</p>
      <Button type="button" className="auth-card__submit" onClick={onBack}>
        {BACK_TO_SIGN_IN}
      </Button>
    </div>
  );
}
