// The site's one toast region, drawn from the shared store (src/stores/toasts.ts): a polite live region and an
// assertive one for errors, each toast with its close button. While a modal dialog is open the rest of the page
// is inert, so the toasts move into the innermost dialog (src/islands/ui/modalLayer.ts): there they are read out,
// reachable by Tab and clickable. Plain DOM, no React, so any page script can use it too.
import { $toasts, dismissToast, holdToast, releaseToast, showQueuedToasts, type Toast } from '../../stores/toasts';
import { $modalLayer } from './modalLayer';
import './toast.css';

type Region = { root: HTMLElement; polite: HTMLElement; assertive: HTMLElement };

function liveRegion(politeness: 'polite' | 'assertive'): HTMLElement {
  const region = document.createElement('div');
  region.className = 'toaster__region';
  // No role: a status or alert role here would be mistaken for the dialog's own status and error lines.
  region.setAttribute('aria-live', politeness);
  region.setAttribute('aria-atomic', 'false');
  return region;
}

function createRegion(): Region {
  const root = document.createElement('div');
  root.className = 'toaster';
  const polite = liveRegion('polite');
  const assertive = liveRegion('assertive');
  root.append(polite, assertive);
  return { root, polite, assertive };
}

function toastElement({ id, title, message, variant }: Toast): HTMLElement {
  const item = document.createElement('div');
  item.className = `toast toast--${variant}`;
  item.dataset.toast = '';
  const words = document.createElement('div');
  const heading = document.createElement('p');
  heading.className = 'toast__title';
  heading.textContent = title;
  words.append(heading);
  if (message) {
    const text = document.createElement('p');
    text.className = 'toast__message';
    text.textContent = message;
    words.append(text);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast__close';
  close.setAttribute('aria-label', 'Dismiss notification');
  close.textContent = '×';
  close.addEventListener('click', () => dismissToast(id));
  item.append(words, close);
  // While pointed at or focused it stays (WCAG 2.2.1: time to read it, or to reach its close button).
  item.addEventListener('pointerenter', () => holdToast(id));
  item.addEventListener('pointerleave', () => releaseToast(id));
  item.addEventListener('focusin', () => holdToast(id));
  item.addEventListener('focusout', () => releaseToast(id));
  return item;
}

let started = false;

/** Shows the store's toasts on this page from now on (once per page; later calls do nothing). */
export function startToastRegion(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  const page = createRegion();
  document.body.append(page.root);
  let layer: { element: HTMLElement; region: Region } | null = null;
  const shown = new Map<number, HTMLElement>();

  function render(): void {
    const element = $modalLayer.get();
    if (layer?.element !== element) {
      layer?.region.root.remove();
      layer = element ? { element, region: createRegion() } : null;
      if (layer) layer.element.append(layer.region.root);
    }
    const region = layer?.region ?? page;
    const toasts = $toasts.get();
    for (const [id, item] of shown) {
      if (toasts.some((toast) => toast.id === id)) continue;
      item.remove();
      shown.delete(id);
    }
    for (const toast of toasts) {
      const target = toast.variant === 'destructive' ? region.assertive : region.polite;
      let item = shown.get(toast.id);
      if (!item) shown.set(toast.id, (item = toastElement(toast)));
      if (item.parentElement !== target) target.append(item);
    }
  }

  $modalLayer.subscribe(render);
  $toasts.subscribe(render);
  // Toasts the previous page raised as it navigated here (e.g. 'Welcome back!' after signing in).
  showQueuedToasts();
}
