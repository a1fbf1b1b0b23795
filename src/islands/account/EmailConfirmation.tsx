// Whether the account's e-mail address is confirmed: 'Confirmed', or 'Not confirmed yet' with 'Resend', which sends
// the confirmation link again (the server's mailer) and says where it went.
import { useState } from 'react';
import { accountApi } from '../../api/account';
import { accountErrorMessage, isPersonsMistake } from '../../lib/account/words';
import { Button } from '../ui/Button';

export function EmailConfirmation({ verified }: { verified: boolean }) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ notice: string } | { problem: string } | null>(null);

  async function resend() {
    setSending(true);
    setOutcome(null);
    try {
      const answer = await accountApi.sendEmailConfirmation();
      setOutcome({
        notice: 'sentTo' in answer ? `A confirmation link is on its way to ${answer.sentTo}.` : 'Your e-mail address is confirmed already.',
      });
    } catch (error) {
      if (!isPersonsMistake(error)) console.error(error);
      setOutcome({ problem: accountErrorMessage(error) });
    } finally {
      setSending(false);
    }
  }

  if (verified) return <span className="badge badge--enrolled">Confirmed</span>;
  return (
    <>
      <span className="badge">Not confirmed yet</span>{' '}
      <Button variant="link" onClick={() => void resend()} disabled={sending}>
        {sending ? 'Sending...' : 'Resend'}
      </Button>
      {outcome && 'notice' in outcome && (
        <span className="notice-box account__confirmation" role="status">
          {outcome.notice}
        </span>
      )}
      {outcome && 'problem' in outcome && (
        <span className="notice-box notice-box--problem account__confirmation" role="alert">
          {outcome.problem}
        </span>
      )}
    </>
  );
}
