// What a signed-in screen shows before its data: its 'Loading...' words; after a failed load (or a sign-in that did
// not answer in time) the screen's failure words, the service's reason when it gave one, and 'Try again'.
import Toaster from './Toaster';
import { Button } from './ui/Button';

type Props = {
  loading: string;
  failed: string;
  /** null while loading; after a failure the reason to show ('' when the service gave none). */
  reason: string | null;
  onRetry: () => void;
  /** Inside a frame of the screen's own (the admin's title row and container): no container of its own. */
  framed?: boolean;
};

export default function ScreenStatus({ loading, failed, reason, onRetry, framed = false }: Props) {
  const status = (
    <>
      <p className="learn__status" role="status">
        {reason !== null ? failed : loading}
      </p>
      {reason && <p>{reason}</p>}
      {reason !== null && (
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
      )}
      <Toaster />
    </>
  );
  return framed ? status : <div className="learn container">{status}</div>;
}
