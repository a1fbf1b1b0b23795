// "Your name" on /account: the full name every screen and e-mail uses (the profile and the sign-in name).
import { useState, type FormEvent } from 'react';
import { accountApi } from '../../api/account';
import { accountErrorMessage, isPersonsMistake } from '../../lib/accountWords';
import { toast } from '../../stores/toasts';
import { reloadSignedInUser } from './firebaseAccount';

export const MAX_NAME_LENGTH = 200;

export function NameSection({ fullName, onRenamed }: { fullName: string; onRenamed: (fullName: string) => void }) {
  const [name, setName] = useState(fullName);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const wanted = name.trim();
    if (wanted.length > MAX_NAME_LENGTH) return setError(`Please keep your name under ${MAX_NAME_LENGTH} characters.`);
    setError('');
    setSaving(true);
    try {
      const { profile } = await accountApi.rename(wanted);
      await reloadSignedInUser();
      setName(profile.full_name);
      onRenamed(profile.full_name);
      toast({ title: 'Name saved', message: profile.full_name ? `I will call you ${profile.full_name} from now on.` : 'Your name is removed.' });
    } catch (failure) {
      if (!isPersonsMistake(failure)) console.error(failure);
      setError(accountErrorMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="account__card" aria-labelledby="account-name">
      <h2 id="account-name">Your name</h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="account-full-name">Full Name</label>
          <input
            id="account-full-name"
            type="text"
            autoComplete="name"
            maxLength={MAX_NAME_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'account-full-name-error' : 'account-full-name-help'}
          />
          {error ? (
            <p id="account-full-name-error" className="field__error">
              {error}
            </p>
          ) : (
            <p id="account-full-name-help" className="account__help">
              Shown on your dashboard, your certificates and in the e-mails I send you.
            </p>
          )}
        </div>
        <button type="submit" className="btn" disabled={saving || name.trim() === fullName}>
          {saving ? 'Saving...' : 'Save Name'}
        </button>
      </form>
    </section>
  );
}
