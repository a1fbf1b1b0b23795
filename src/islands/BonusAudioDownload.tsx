// The bonus hypnosis audio of a session (spec 2.12, 7, 8): the function checks access again and answers a
// short-lived signed address in storage, which the browser then downloads itself under the spec 7 file name (a
// long recording is never read whole into the page's memory, nor passes through a function).
import { useState } from 'react';
import { ApiError, call } from '../api/client';
import { sessionAudioUrlRoute } from '../api/learnerContract';
import { toast } from '../stores/toasts';
import { Button } from './ui/Button';

/** Starts the browser's own download of `url` (the storage answers it as an attachment under `fileName`). */
function downloadFrom(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName; // honoured on the same origin (local storage); Cloud Storage's address names the file itself
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

export default function BonusAudioDownload({ courseId, sessionId, fileName }: { courseId: string; sessionId: string; fileName: string }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const { url } = await call(sessionAudioUrlRoute, { courseId, sessionId, download: '1' });
      downloadFrom(url, fileName);
      toast({ title: 'Download Started' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        toast({
          title: 'Download Not Available',
          message: 'The hypnosis audio file is not yet available for this session.',
          variant: 'destructive',
        });
      } else {
        console.error(error);
        toast({ title: 'Download Failed', message: 'Failed to download the hypnosis audio file.', variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="warm-panel" aria-labelledby="bonus-audio-heading">
      <h2 id="bonus-audio-heading">Your Bonus Hypnosis Audio</h2>
      <p>
        I recorded this hypnosis to carry the work of today&apos;s breath a little deeper. Download it, find somewhere comfortable where you
        won&apos;t be disturbed, and listen with headphones whenever you need to return to this calm. Please never listen while driving.
      </p>
      <p>
        <Button type="button" onClick={download} disabled={busy} aria-busy={busy}>
          {busy ? 'Preparing your download...' : 'Download Hypnosis Audio'}
        </Button>
      </p>
    </section>
  );
}
