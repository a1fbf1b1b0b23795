// The footer of a dialog that holds a form: Cancel (closes, off while saving) and the submit button, which
// submits the form by id because the footer sits outside it.
import type { ReactNode } from 'react';
import { Button } from './Button';

type Props = {
  formId: string;
  onCancel: () => void;
  busy: boolean;
  busyLabel: ReactNode;
  submitLabel: ReactNode;
  /** Off until the form can be sent (e.g. a picture is chosen). */
  submitDisabled?: boolean;
  /** False while the form is not shown yet (still loading). */
  showSubmit?: boolean;
};

export function FormDialogFooter({ formId, onCancel, busy, busyLabel, submitLabel, submitDisabled = false, showSubmit = true }: Props) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      {showSubmit && (
        <Button type="submit" form={formId} busy={busy} busyLabel={busyLabel} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      )}
    </>
  );
}
