// 'Send Email' from a user's details: a subject and a message, sent by the server's mailer (spec 8 toasts).
import { useId, useState, type FormEvent } from 'react';
import { adminApi } from '../../api/adminClient';
import { adminEmailSchema, type AdminUser } from '../../lib/admin/admin';
import { toast } from '../../stores/toasts';
import { FormDialogFooter } from '../ui/FormDialogFooter';
import { Dialog } from '../ui/Dialog';
import { toastFailure } from './toastFailure';

export default function SendEmailDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formId = useId();

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
      setSending(false);
      toastFailure(error, 'Failed to send email.');
    }
  }

  return (
    <Dialog
      title="Send Email"
      description={`To ${user.full_name ? `${user.full_name} <${user.email}>` : user.email}`}
      size="wide"
      closeOnOutsideClick={false}
      onClose={onClose}
      footer={<FormDialogFooter formId={formId} onCancel={onClose} busy={sending} busyLabel="Sending..." submitLabel="Send Email" />}
    >
      <form id={formId} className="form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="admin-email-subject">Subject</label>
          <input id="admin-email-subject" value={subject} maxLength={200} required onChange={(e) => setSubject(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="admin-email-message">Message</label>
          <textarea
            id="admin-email-message"
            rows={7}
            value={message}
            maxLength={10000}
            required
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
        {problem && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
      </form>
    </Dialog>
  );
}
