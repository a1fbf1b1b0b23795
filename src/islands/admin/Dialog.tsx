// Modal dialogs of the admin dashboard: a native <dialog> opened with showModal() (the rest of the page
// becomes inert), Tab kept inside, Escape closes, focus returns to where it was. ConfirmDialog is the
// accessible replacement for window.confirm (role alertdialog, Cancel focused first).
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
  description?: ReactNode;
  className?: string;
};

export function Modal({ title, onClose, children, role = 'dialog', description, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null || element === document.activeElement);
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || !ref.current.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={`admin-dialog ${className ?? ''}`}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className="admin-dialog__title">
        {title}
      </h2>
      {description && (
        <div id={descriptionId} className="admin-dialog__description">
          {description}
        </div>
      )}
      {children}
    </dialog>
  );
}

type ConfirmRequest = { message: string; confirmLabel: string; resolve: (ok: boolean) => void };

/** `const [confirm, confirmElement] = useConfirm()`; `await confirm('Are you sure...?', 'Delete')` resolves true or false. */
export function useConfirm(): [(message: string, confirmLabel?: string) => Promise<boolean>, ReactNode] {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const confirm = useCallback(
    (message: string, confirmLabel = 'Delete') =>
      new Promise<boolean>((resolve) => {
        setRequest({ message, confirmLabel, resolve });
      }),
    [],
  );
  const answer = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(null);
  };
  const element = request ? (
    <Modal title="Please confirm" role="alertdialog" description={<p>{request.message}</p>} onClose={() => answer(false)} className="admin-dialog--confirm">
      <div className="admin-dialog__actions">
        <button type="button" className="btn btn-outline" data-autofocus onClick={() => answer(false)}>
          Cancel
        </button>
        <button type="button" className="btn admin-btn-danger" onClick={() => answer(true)}>
          {request.confirmLabel}
        </button>
      </div>
    </Modal>
  ) : null;
  return [confirm, element];
}
