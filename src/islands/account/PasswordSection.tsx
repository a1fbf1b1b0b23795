// "Password" on /account: the current password first (Firebase's re-authentication), then the new one twice.
import { useState, type FormEvent } from 'react';
import { accountErrorMessage, isPersonsMistake } from '../../lib/accountWords';
import { MIN_PASSWORD_LENGTH, SHORT_PASSWORD } from '../../lib/learningAuth';
import { toast } from '../../stores/toasts';
import { FormError, InputField } from '../ui/Field';
import { changePassword } from './firebaseAccount';
import { Button } from '../ui/Button';

type Errors = { current?: string; next?: string; confirm?: string; form?: string };

export function PasswordSection({ email }: { email: string }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!current) found.current = 'Please enter your current password.';
    if (next.length < MIN_PASSWORD_LENGTH) found.next = SHORT_PASSWORD;
    else if (confirm !== next) found.confirm = 'The new passwords do not match.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      toast({ title: 'Password changed', message: 'Use your new password the next time you sign in.' });
    } catch (error) {
      if (!isPersonsMistake(error)) console.error(error);
      const code = (error as { code?: string } | null)?.code ?? '';
      const message = accountErrorMessage(error);
      setErrors(
        /credential|wrong-password|missing-password/.test(code)
          ? { current: message }
          : code === 'auth/weak-password'
            ? { next: message }
            : { form: message },
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="account__card surface-panel" aria-labelledby="account-password">
      <h2 id="account-password">Password</h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        {/* Lets password managers store the new password against the right account. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <InputField
          id="account-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={errors.current}
        />
        <InputField
          id="account-new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={setNext}
          error={errors.next}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          hintClassName="account__help"
        />
        <InputField
          id="account-confirm-password"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
        />
        <FormError message={errors.form} />
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Change Password'}
        </Button>
      </form>
    </section>
  );
}
