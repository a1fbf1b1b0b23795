// The kit Dialog's body (loaded on first use, see Dialog.tsx): Radix Dialog, always open while rendered. The
// content element is registered as the modal layer so the toasts render inside it (toastRegion.ts).
import { useEffect, useState } from 'react';
import * as Radix from '@radix-ui/react-dialog';
import type { DialogProps } from './dialogProps';
import { registerModalLayer, returnFocusChain } from './modalLayer';

export default function DialogFrame({
  title,
  description,
  describedBy,
  eyebrow,
  footer,
  onClose,
  busy = false,
  role = 'dialog',
  closeOnOutsideClick = true,
  size = 'normal',
  closeButton = true,
  children,
}: DialogProps) {
  // Where focus was when the dialog opened: it goes back there on close (there is no Radix trigger here).
  const [returnFocus] = useState(() => returnFocusChain(document.activeElement));
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  useEffect(() => (content ? registerModalLayer(content, returnFocus) : undefined), [content, returnFocus]);

  return (
    <Radix.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Radix.Portal>
        <Radix.Overlay className="dialog__overlay">
          <Radix.Content
            ref={setContent}
            role={role}
            className={size === 'wide' ? 'dialog dialog--wide' : 'dialog'}
            aria-describedby={describedBy}
            aria-busy={busy || undefined}
            onOpenAutoFocus={(event) => {
              // A field or button marked data-autofocus, else Radix's choice: the first field or button.
              const chosen = (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-autofocus]');
              if (!chosen) return;
              event.preventDefault();
              chosen.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocus.find((element) => element.isConnected)?.focus();
            }}
            onEscapeKeyDown={(event) => busy && event.preventDefault()}
            onPointerDownOutside={(event) => (busy || !closeOnOutsideClick) && event.preventDefault()}
          >
            {eyebrow && <p className="dialog__eyebrow">{eyebrow}</p>}
            <Radix.Title className="dialog__title">{title}</Radix.Title>
            {description && (
              <Radix.Description asChild>
                <div className="dialog__description">{description}</div>
              </Radix.Description>
            )}
            {children}
            {footer && <div className="dialog__footer">{footer}</div>}
            {closeButton && (
              <Radix.Close className="dialog__close" aria-label="Close" disabled={busy}>
                <span aria-hidden="true">×</span>
              </Radix.Close>
            )}
          </Radix.Content>
        </Radix.Overlay>
      </Radix.Portal>
    </Radix.Root>
  );
}
