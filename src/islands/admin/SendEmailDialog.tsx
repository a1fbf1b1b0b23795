// 'Send Email' from a user's details: a subject and a message, sent by the server's mailer (spec 8 toasts).
import { useState, type FormEvent } from 'react';
import { adminApi } from '../../api/adminClient';
import { adminEmailSchema, type AdminUser } from '../../lib/admin';
import { toast } from '../../stores/toasts';
import { Modal } from './Dialog';

export default function SendEmailDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { userEmail: user.email, subject, message };
    const parsed = adminEmailSchema.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please fill in the subject and the message.');
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      await adminApi.sendEmail(body);
      toast({ title: 'Email Sent', message: `Email sent successfully to ${user.email}` });
      onClose();
    } catch (error) {
      console.error(error);
      setSending(false);
      toast({ title: 'Error', message: 'Failed to send email.', variant: 'destructive' });
    }
  }

  return (
    <Modal title="Send Email" onClose={onClose} description={<p>To {user.full_name ? `${user.full_name} <${user.email}>` : user.email}</p>} className="admin-dialog--wide">
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="admin-email-subject">Subject</label>
          <input id="admin-email-subject" value={subject} maxLength={200} required onChange={(e) => setSubject(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="admin-email-message">Message</label>
          <textarea id="admin-email-message" rows={7} value={message} maxLength={10000} required onChange={(e) => setMessage(e.target.value)} />
        </div>
        {problem && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
        <div className="admin-dialog__actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={sending}>
            Cancel
          </button>
          <button type="submit" className="btn" disabled={sending}>
            {sending ? 'Sending...' : 'Send Email'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
