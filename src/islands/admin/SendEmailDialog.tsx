// 'Send Email' from a user's details: a subject and a message, between a greeting and a sign-off that she sees and
// may change (empty for none, so a message she signs herself is signed once), with a preview of exactly what the
// server will send (the server composes it, the same way it sends it). Spec 8 toasts.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { adminApi } from '../../api/adminClient';
import { adminEmailSchema, type AdminEmailPreview, type AdminUser } from '../../lib/admin/admin';
import { toast } from '../../stores/toasts';
import Field, { FormError, InputField } from '../ui/Field';
import { FormDialog } from '../ui/FormDialog';
import { toastFailure } from './toastFailure';

/** How long typing may pause before the preview follows. */
const PREVIEW_AFTER_MS = 350;

export default function SendEmailDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  // Null until the server has said what the defaults are ("Hello Ann," / "Warm wishes, Maya Linwood").
  const [greeting, setGreeting] = useState<string | null>(null);
  const [signOff, setSignOff] = useState<string | null>(null);
  const [preview, setPreview] = useState<AdminEmailPreview | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formId = useId();
  const ready = greeting !== null && signOff !== null;

  // The preview follows every change (after a short pause); the first answer fills in the default greeting and sign-off.
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(
      () => {
        adminApi
          .emailPreview({
            userEmail: user.email,
            subject,
            message,
            ...(greeting !== null ? { greeting } : {}),
            ...(signOff !== null ? { signOff } : {}),
          })
          .then((answer) => {
            if (!current) return;
            setPreview(answer);
            setPreviewFailed(false);
            setGreeting((value) => value ?? answer.greeting);
            setSignOff((value) => value ?? answer.signOff);
          })
          .catch((error: unknown) => {
            console.error(error);
            if (current) setPreviewFailed(true);
          });
      },
      ready ? PREVIEW_AFTER_MS : 0,
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [user.email, subject, message, greeting, signOff, ready, attempt]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    const body = { userEmail: user.email, subject, message, greeting, signOff };
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
    <FormDialog
      title="Send Email"
      description={`To ${user.full_name ? `${user.full_name} <${user.email}>` : user.email}`}
      onClose={onClose}
      formId={formId}
      busy={sending}
      busyLabel="Sending..."
      submitLabel="Send Email"
      submitDisabled={!ready}
    >
      <form id={formId} className="form" onSubmit={onSubmit} noValidate>
        <InputField id="admin-email-subject" label="Subject" value={subject} maxLength={200} required onChange={setSubject} />
        <InputField
          id="admin-email-greeting"
          label="Greeting"
          hint="Leave empty to start with your message."
          value={greeting ?? ''}
          maxLength={200}
          disabled={!ready}
          onChange={setGreeting}
        />
        <Field id="admin-email-message" label="Message">
          {(control) => (
            <textarea {...control} rows={7} value={message} maxLength={10000} required onChange={(e) => setMessage(e.target.value)} />
          )}
        </Field>
        <Field id="admin-email-signoff" label="Sign-off" hint="Leave empty if your message ends with your own words.">
          {(control) => (
            <textarea
              {...control}
              rows={2}
              value={signOff ?? ''}
              maxLength={500}
              disabled={!ready}
              onChange={(e) => setSignOff(e.target.value)}
            />
          )}
        </Field>
        <FormError message={problem} />
      </form>
      <section className="admin-email-preview" aria-labelledby="admin-email-preview-heading">
        <h3 id="admin-email-preview-heading">Preview: exactly what will be sent</h3>
        {previewFailed && (
          <p role="alert">
            The preview could not be loaded.{' '}
            <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </p>
        )}
        {preview ? (
          <>
            <p className="admin-email-preview__subject">
              <span className="admin-muted">Subject:</span> {preview.subject || '(no subject yet)'}
            </p>
            <div className="admin-email-preview__text" data-email-preview>
              {preview.text}
            </div>
          </>
        ) : (
          !previewFailed && <p className="admin-muted">Loading the preview...</p>
        )}
      </section>
    </FormDialog>
  );
}
