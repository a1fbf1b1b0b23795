// The bonus hypnosis audio of a session (spec 2.12, 7, 8): fetched with the learner's ID token (the function
// checks access again) and saved under the spec 7 file name.
import { useState } from 'react';
import { api, ApiError } from '../api/client';
import { toast } from '../stores/toasts';
import { Button } from './ui/Button';

export default function BonusAudioDownload({ courseId, sessionId, fileName }: { courseId: string; sessionId: string; fileName: string }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      // The saving code loads with the file, not with the page: most visits never download.
      const [{ saveFile }, audio] = await Promise.all([import('./ui/saveFile'), api.sessionAudio(courseId, sessionId)]);
      saveFile(audio, fileName);
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
