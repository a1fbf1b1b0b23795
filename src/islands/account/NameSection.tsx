// "Your name" on /account: the full name every screen and e-mail uses (the profile and the sign-in name).
import { useState, type FormEvent } from 'react';
import { accountApi } from '../../api/account';
import { MAX_NAME_LENGTH } from '../../lib/account/rules';
import { accountErrorMessage, isPersonsMistake } from '../../lib/account/words';
import { toast } from '../../stores/toasts';
import { InputField, useFields } from '../ui/Field';
import { renamedTo } from '../../stores/auth';
import { Button } from '../ui/Button';

export function NameSection({ fullName, onRenamed }: { fullName: string; onRenamed: (fullName: string) => void }) {
  const form = useFields({ name: fullName });
  const { name } = form.values;
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const wanted = name.trim();
    if (wanted.length > MAX_NAME_LENGTH) return form.setErrors({ name: `Please keep your name under ${MAX_NAME_LENGTH} characters.` });
    form.setErrors({});
    setSaving(true);
    try {
      const { profile } = await accountApi.rename(wanted);
      renamedTo(profile.full_name);
      form.set('name', profile.full_name);
      onRenamed(profile.full_name);
      toast({
        title: 'Name saved',
        message: profile.full_name ? `I will call you ${profile.full_name} from now on.` : 'Your name is removed.',
      });
    } catch (failure) {
      if (!isPersonsMistake(failure)) console.error(failure);
      form.setErrors({ name: accountErrorMessage(failure) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="account__card surface-panel" aria-labelledby="account-name">
      <h2 id="account-name">Your name</h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <InputField
          {...form.bind('name')}
          id="account-full-name"
          label="Full Name"
          type="text"
          autoComplete="name"
          maxLength={MAX_NAME_LENGTH}
          hint="Shown on your dashboard, your certificates and in the e-mails I send you."
          hintClassName="account__help"
        />
        <Button type="submit" disabled={saving || name.trim() === fullName}>
          {saving ? 'Saving...' : 'Save Name'}
        </Button>
      </form>
    </section>
  );
}
