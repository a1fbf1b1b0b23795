// "Password" on /account: the current password first (Firebase's re-authentication), then the new one twice. An
// account that has only ever signed in by e-mailed links has no current password to give (nor has one who forgot
// it): it asks for the reset e-mail instead, whose link sets a password on the site's own page.
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { requestAuthLink } from '../../api/authLinks';
import { accountErrorMessage, isPersonsMistake } from '../../lib/account/words';
import { MIN_PASSWORD_LENGTH, SHORT_PASSWORD } from '../../lib/account/signInWords';
import { toast } from '../../stores/toasts';
import { FormError, PasswordField, useFields } from '../ui/Field';
import { Button } from '../ui/Button';

export function PasswordSection({ email }: { email: string }) {
  const form = useFields({ current: '', next: '', confirm: '' });
  const { current, next, confirm } = form.values;
  const [saving, setSaving] = useState(false);
  const [link, setLink] = useState<'idle' | 'sending' | 'sent'>('idle');

  async function emailSetPasswordLink() {
    setLink('sending');
    try {
      await requestAuthLink('password-reset', email);
      setLink('sent');
    } catch (error) {
      setLink('idle');
      if (!(error instanceof ApiError)) console.error(error);
      toast({
        title: 'Error',
        message: error instanceof ApiError ? error.message : 'The e-mail could not be sent. Please try again.',
        variant: 'destructive',
      });
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: typeof form.errors = {};
    if (!current) found.current = 'Please enter your current password.';
    if (next.length < MIN_PASSWORD_LENGTH) found.next = SHORT_PASSWORD;
    else if (confirm !== next) found.confirm = 'The new passwords do not match.';
    form.setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      // Firebase's client loads now, for this form only.
      const { changePassword } = await import('./firebaseAccount');
      await changePassword(current, next);
      form.reset();
      toast({ title: 'Password changed', message: 'Use your new password the next time you sign in.' });
    } catch (error) {
      if (!isPersonsMistake(error)) console.error(error);
      const code = (error as { code?: string } | null)?.code ?? '';
      const message = accountErrorMessage(error);
      form.setErrors(
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
        <PasswordField {...form.bind('current')} id="account-current-password" label="Current password" autoComplete="current-password" />
        <PasswordField
          {...form.bind('next')}
          id="account-new-password"
          label="New password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          hintClassName="account__help"
        />
        <PasswordField {...form.bind('confirm')} id="account-confirm-password" label="Confirm new password" autoComplete="new-password" />
        <FormError message={form.errors.form} />
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Change Password'}
        </Button>
      </form>
      <p className="account__help">
        Never chose a password (you sign in with e-mailed links), or forgotten it?{' '}
        {link === 'sent' ? (
          <span role="status">I have sent a link to {email}. Open it to choose your password.</span>
        ) : (
          <Button variant="link" onClick={emailSetPasswordLink} disabled={link === 'sending'}>
            {link === 'sending' ? 'Sending...' : 'Email me a link to set a password'}
          </Button>
        )}
      </p>
    </section>
  );
}
