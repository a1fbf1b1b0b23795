// The island kit's modal dialog. Rendering it opens it; onClose asks the owner to stop rendering it. Built on
// Radix Dialog (role=dialog or alertdialog, aria-modal, named by its title, focus kept inside, Escape, focus back
// to the opener), which loads with the first dialog a visitor opens, never with the page.
import { lazy, Suspense } from 'react';
import type { DialogProps } from './dialogProps';
import './kit.css';

export type { DialogProps };

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
