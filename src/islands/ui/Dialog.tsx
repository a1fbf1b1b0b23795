// The island kit's modal dialog. Rendering it opens it; onClose asks the owner to stop rendering it. Built on
// Radix Dialog (role=dialog or alertdialog, aria-modal, named by its title, focus kept inside, Escape, focus back
// to the opener), which loads with the first dialog a visitor opens, never with the page.
import { lazy, Suspense, type ReactNode } from 'react';
import './kit.css';

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

let frame: Promise<typeof import('./DialogFrame')> | undefined;

/** Starts loading the dialog's code now (e.g. together with other code a press is about to need). */
export function preloadDialog(): Promise<typeof import('./DialogFrame')> {
  frame ??= import('./DialogFrame').catch((error: unknown) => {
    // The chunk did not load (offline, or a new deploy replaced it): a reload fetches the current one.
    console.error(error);
    window.location.reload();
    return new Promise<never>(() => {});
  });
  return frame;
}

const DialogFrame = lazy(preloadDialog);

export function Dialog(props: DialogProps) {
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  );
}
