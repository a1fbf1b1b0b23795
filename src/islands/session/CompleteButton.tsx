// Mark as Complete: stores the completion with the watch time so far, then tells the page and the certificate panel.
import { Button } from '../ui/Button';
import type { CompleteSession } from './useCompleteSession';

export default function CompleteButton({ completion }: { completion: CompleteSession }) {
  return (
    <div>
      <Button type="button" className="btn-complete" onClick={() => void completion.complete()} disabled={completion.completing}>
        Mark as Complete
      </Button>
    </div>
  );
}
