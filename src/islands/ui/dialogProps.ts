// What a dialog of the island kit takes: shared by Dialog (which loads the frame on first use) and DialogFrame.
import type { ReactNode } from 'react';

export type DialogProps = {
  /** The heading, which is also the dialog's accessible name. */
  title: ReactNode;
  /** Words under the title that describe the dialog (read out with its name). */
  description?: ReactNode;
  /** Or: the id of an element in the body that describes it. */
  describedBy?: string;
  /** A short line above the title (e.g. 'Online Course'). */
  eyebrow?: ReactNode;
  /** The actions row at the bottom (a form's submit button names its form: `form={formId}`). */
  footer?: ReactNode;
  onClose: () => void;
  /** While busy, Escape, the close button and a click outside do nothing. */
  busy?: boolean;
  /** 'alertdialog' for a question that needs an answer (confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** A click on the dimmed page closes it (not for forms, whose typing a stray click would lose). */
  closeOnOutsideClick?: boolean;
  size?: 'normal' | 'wide';
  /** The × button in the corner (leave it out where a footer button already says 'Close'). */
  closeButton?: boolean;
  children?: ReactNode;
};
