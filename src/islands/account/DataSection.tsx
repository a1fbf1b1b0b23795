// "Your data" on /account: Download my data saves the server's JSON file about the signed-in person.
import { useState } from 'react';
import { accountApi } from '../../api/account';
import { accountErrorMessage } from '../../lib/account/words';
import { toast } from '../../stores/toasts';
import { saveFile } from '../ui/saveFile';
import { Button } from '../ui/Button';

export function DataSection() {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const { blob, fileName } = await accountApi.exportData();
      saveFile(blob, fileName);
      toast({ title: 'Download Started', message: `Your data is saved as ${fileName}.` });
    } catch (error) {
      console.error(error);
      toast({ title: 'Download Failed', message: accountErrorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account__card surface-panel" aria-labelledby="account-data">
      <h2 id="account-data">Your data</h2>
      <p className="account__help">
        One file (JSON) with everything this site keeps about you: your profile, enrollments, progress in each session, payments (amounts
        and dates; card details are never stored here) and certificates.
      </p>
      <div>
        <Button variant="secondary" type="button" onClick={download} disabled={busy}>
          {busy ? 'Preparing...' : 'Download my data'}
        </Button>
      </div>
    </section>
  );
}
