// Overview: purchase confirmation e-mails that could not be sent yet (the learners are enrolled), with the
// reason and "Send again". Shows nothing while there are none.
import { useCallback, useEffect, useState } from 'react';
import { adminApi } from '../../api/adminClient';
import { adminDate } from '../../lib/admin/ui';
import { pendingEmailsLine, type PendingEmail } from '../../lib/purchase/pendingEmails';
import { toast } from '../../stores/toasts';
import { Button } from '../ui/Button';

export default function PendingEmails() {
  const [emails, setEmails] = useState<PendingEmail[]>([]);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setEmails((await adminApi.pendingEmails()).pendingEmails);
    } catch (error) {
      // The rest of the Overview still works; the list shows on the next load.
      console.error(error);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function onSendAgain() {
    setBusy(true);
    try {
      const result = await adminApi.retryPendingEmails();
      setEmails(result.stillPending);
      if (result.stillPending.length === 0) toast({ title: 'Success', message: 'The pending e-mails have been sent.' });
      else toast({ title: 'Error', message: pendingEmailsLine(result.stillPending.length), variant: 'destructive' });
    } catch (error) {
      console.error(error);
      toast({ title: 'Error', message: 'Failed to send the pending e-mails.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  if (emails.length === 0) return null;
  return (
    <section className="admin-card" aria-labelledby="pending-emails" data-testid="pending-emails">
      <h3 id="pending-emails">Pending E-mails</h3>
      <p className="admin-muted">
        {pendingEmailsLine(emails.length)} The learners are enrolled; each e-mail is sent again when they open their payment page, or now:
      </p>
      <ul>
        {emails.map((email) => (
          <li key={email.checkoutId}>
            <span className="admin-strong">{email.customerEmail ?? 'Unknown e-mail'}</span>, {email.courseTitle} (
            {adminDate(email.fulfilledAt)}){email.error && <span className="admin-muted"> · {email.error}</span>}
          </li>
        ))}
      </ul>
      <Button type="button" className="admin-btn-small" disabled={busy} onClick={() => void onSendAgain()}>
        Send again
      </Button>
    </section>
  );
}
