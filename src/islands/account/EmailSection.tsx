// "E-mail address" on /account: a change is confirmed through a link sent to the new address (the server's
// mailer); the current password is asked first, as Firebase requires for changing the sign-in address.
import { useState, type FormEvent } from 'react';
import { accountApi } from '../../api/account';
import { EMAIL_UNCHANGED } from '../../lib/account/rules';
import { accountErrorMessage, isPersonsMistake } from '../../lib/account/words';
import { FormError, InputField, PasswordField, useFields } from '../ui/Field';
import { EmailConfirmation } from './EmailConfirmation';
import { Button } from '../ui/Button';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmailSection({ email, verified }: { email: string; verified: boolean }) {
  const form = useFields({ newEmail: '', password: '' });
  const { newEmail, password } = form.values;
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const wanted = newEmail.trim().toLowerCase();
    const found: typeof form.errors = {};
    if (!EMAIL_PATTERN.test(wanted)) found.newEmail = 'Please enter a valid email address.';
    else if (wanted === email.toLowerCase()) found.newEmail = EMAIL_UNCHANGED;
    if (!password) found.password = 'Please enter your current password.';
    form.setErrors(found);
    if (found.newEmail || found.password) return;
    setSending(true);
    try {
      // Firebase's client loads now, for this form only.
      const { confirmCurrentPassword } = await import('./firebaseAccount');
      const token = await confirmCurrentPassword(password).catch((error: unknown) => {
        throw Object.assign(new Error('re-authentication failed'), { code: (error as { code?: string }).code, field: 'password' });
      });
      const { sentTo: address } = await accountApi.changeEmail(wanted, token);
      setSentTo(address);
      form.reset();
    } catch (error) {
      if (!isPersonsMistake(error)) console.error(error);
      const message = accountErrorMessage(error);
      form.setErrors((error as { field?: string }).field === 'password' ? { password: message } : { form: message });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="account__card surface-panel" aria-labelledby="account-email">
      <h2 id="account-email">E-mail address</h2>
      <p className="account__value">
        <span className="account__email">{email}</span> <EmailConfirmation verified={verified} />
      </p>
      {sentTo && (
        <p className="notice-box" role="status">
          An e-mail is on its way to {sentTo}. Your e-mail address changes when you open the confirmation link in it (if that address
          already has an account here, the e-mail says so instead); until then, keep signing in with {email}.
        </p>
      )}
      <form className="form" onSubmit={onSubmit} noValidate>
        <InputField {...form.bind('newEmail')} id="account-new-email" label="New e-mail address" type="email" autoComplete="email" />
        <PasswordField {...form.bind('password')} id="account-email-password" label="Current password" autoComplete="current-password" />
        <FormError message={form.errors.form} />
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send Confirmation Link'}
        </Button>
      </form>
    </section>
  );
}
