// The accessible replacement for window.confirm: `const [confirm, confirmElement] = useConfirm()`, render
// confirmElement, then `await confirm('Are you sure...?', 'Delete')` resolves true or false. An alertdialog
// titled 'Please confirm' with Cancel focused first.
import { useCallback, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

type ConfirmRequest = { message: string; confirmLabel: string; resolve: (ok: boolean) => void };

export function useConfirm(): [(message: string, confirmLabel?: string) => Promise<boolean>, ReactNode] {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const confirm = useCallback(
    (message: string, confirmLabel = 'Delete') => new Promise<boolean>((resolve) => setRequest({ message, confirmLabel, resolve })),
    [],
  );
  const answer = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(null);
  };
  const element = request ? (
    <Dialog
      title="Please confirm"
      role="alertdialog"
      description={request.message}
      closeOnOutsideClick={false}
      closeButton={false}
      onClose={() => answer(false)}
      footer={
        <>
          <Button variant="secondary" data-autofocus onClick={() => answer(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => answer(true)}>
            {request.confirmLabel}
          </Button>
        </>
      }
    />
  ) : null;
  return [confirm, element];
}
