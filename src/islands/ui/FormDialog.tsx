// A wide dialog that holds a form: a stray click on the dimmed page does not close it (that would lose the typing),
// and its footer has Cancel (closes, off while saving) and the submit button, which names the form by id because the
// footer sits outside it.
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

type Props = {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  /** The id of the <form> among the children. */
  formId: string;
  busy: boolean;
  busyLabel: ReactNode;
  submitLabel: ReactNode;
  /** Off until the form can be sent (e.g. a picture is chosen). */
  submitDisabled?: boolean;
  /** False while the form is not shown yet (still loading). */
  showSubmit?: boolean;
  children: ReactNode;
};

export function FormDialog({ formId, busy, busyLabel, submitLabel, submitDisabled = false, showSubmit = true, onClose, ...dialog }: Props) {
  return (
    <Dialog
      {...dialog}
      size="wide"
      closeOnOutsideClick={false}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {showSubmit && (
            <Button type="submit" form={formId} busy={busy} busyLabel={busyLabel} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          )}
        </>
      }
    />
  );
}
