// "Delete my account" on /account: a dialog (role=dialog) that asks the person to type DELETE, then removes the
// account on the server, signs this browser out and goes home. Admin accounts are deleted by another admin.
import { useId, useState, type FormEvent } from 'react';
import { accountApi } from '../../api/account';
import { DELETE_CONFIRMATION_WORD } from '../../lib/account/rules';
import { accountErrorMessage, isPersonsMistake } from '../../lib/account/words';
import { signOutUser } from '../../stores/auth';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

/** How long the "deleted" message stays before the page goes home. */
const LEAVE_AFTER_MS = 2500;

export function DeleteSection({ email, isAdmin, onDeleted }: { email: string; isAdmin: boolean; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="account__card surface-panel account__danger" aria-labelledby="account-delete">
      <h2 id="account-delete">Delete my account</h2>
      {isAdmin ? (
        <p className="account__help">
          This is an admin account, so it cannot be deleted here. Another admin can remove your admin access and then delete it.
        </p>
      ) : (
        <>
          <p className="account__help">
            Deleting your account removes your sign-in, your profile, your enrollments, your progress and your certificates, for good. The
            records of what you paid are kept as financial records, without your name or e-mail address.
          </p>
          <div>
            <Button variant="danger" onClick={() => setOpen(true)}>
              Delete my account
            </Button>
          </div>
        </>
      )}
      {open && <DeleteDialog email={email} onClose={() => setOpen(false)} onDeleted={onDeleted} />}
    </section>
  );
}

function DeleteDialog({ email, onClose, onDeleted }: { email: string; onClose: () => void; onDeleted: () => void }) {
  const inputId = useId();
  const formId = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const confirmed = typed.trim() === DELETE_CONFIRMATION_WORD;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed) return setError(`Type ${DELETE_CONFIRMATION_WORD} in capital letters to confirm.`);
    setBusy(true);
    setError('');
    try {
      const result = await accountApi.deleteAccount(typed.trim());
      onDeleted();
      setDone(result.emailSent ? `Your account is deleted. A confirmation is on its way to ${email}.` : 'Your account is deleted.');
      // The server revoked every session; this browser forgets its own too, then goes home (a moment to read the above).
      await signOutUser().catch((failure: unknown) => console.error(failure));
      window.setTimeout(() => window.location.assign('/'), LEAVE_AFTER_MS);
    } catch (failure) {
      if (!isPersonsMistake(failure)) console.error(failure);
      setError(accountErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title="Delete your account?"
      description={`This cannot be undone. Your sign-in (${email}), profile, enrollments, progress and certificates will be removed, and you will be signed out.`}
      busy={busy || done !== ''}
      onClose={onClose}
      footer={
        done ? undefined : (
          <>
            <Button type="submit" form={formId} variant="danger" disabled={!confirmed} busy={busy} busyLabel="Deleting...">
              Delete my account
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
          </>
        )
      }
    >
      {done ? (
        <p className="notice-box" role="status">
          {done} Taking you to the home page...
        </p>
      ) : (
        <form id={formId} className="form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor={inputId}>Type {DELETE_CONFIRMATION_WORD} to confirm</label>
            <input
              id={inputId}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              data-autofocus
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
            />
            {error && (
              <p id={`${inputId}-error`} className="field__error" role="alert">
                {error}
              </p>
            )}
          </div>
        </form>
      )}
    </Dialog>
  );
}
