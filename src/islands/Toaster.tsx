// Toasts from the shared store: a polite live region (assertive for errors), each dismissible; on mount it
// shows the toasts queued by the page before.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast, showQueuedToasts } from '../stores/toasts';

export default function Toaster() {
  const toasts = useStore($toasts);
  // Toasts the previous page raised as it navigated here (e.g. 'Welcome back!' after signing in).
  useEffect(() => showQueuedToasts(), []);
  return (
    <div className="toaster">
      <div role="status" aria-live="polite" aria-atomic="false" className="toaster__region">
        {toasts.filter((t) => t.variant !== 'destructive').map((t) => <ToastItem key={t.id} {...t} />)}
      </div>
      <div role="alert" aria-live="assertive" className="toaster__region">
        {toasts.filter((t) => t.variant === 'destructive').map((t) => <ToastItem key={t.id} {...t} />)}
      </div>
    </div>
  );
}

function ToastItem({ id, title, message, variant }: { id: number; title: string; message?: string; variant: string }) {
  return (
    <div className={`toast toast--${variant}`} data-toast>
      <div>
        <p className="toast__title">{title}</p>
        {message && <p className="toast__message">{message}</p>}
      </div>
      <button type="button" className="toast__close" onClick={() => dismissToast(id)} aria-label="Dismiss notification">
        ×
      </button>
    </div>
  );
}
