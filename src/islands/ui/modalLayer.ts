// The open modal dialogs' content elements, innermost last. An open modal makes the rest of the page inert
// (aria-hidden, no pointer events), so whatever must stay usable meanwhile (the toasts) renders inside the
// innermost one: `$modalLayer` is where that is, or null when no dialog is open.
import { atom } from 'nanostores';

let openLayers: readonly HTMLElement[] = [];
/** Per open dialog: where focus goes back to when it closes, first the element that opened it, then fallbacks. */
const returnFocusOf = new WeakMap<HTMLElement, readonly HTMLElement[]>();

export const $modalLayer = atom<HTMLElement | null>(null);

function setOpenLayers(layers: readonly HTMLElement[]): void {
  openLayers = layers;
  $modalLayer.set(layers.at(-1) ?? null);
}

/** Called by the kit's Dialog when its content mounts; the returned function forgets it again. */
export function registerModalLayer(element: HTMLElement, returnFocus: readonly HTMLElement[]): () => void {
  returnFocusOf.set(element, returnFocus);
  setOpenLayers([...openLayers, element]);
  return () => setOpenLayers(openLayers.filter((layer) => layer !== element));
}

/**
 * Where focus should return when a dialog opened now closes: the focused element, and in case that is gone by
 * then (a dialog that replaced the one it was opened from), the places that dialog would have returned to.
 */
export function returnFocusChain(focused: Element | null): HTMLElement[] {
  if (!(focused instanceof HTMLElement) || focused === document.body) return [];
  const layer = openLayers.findLast((open) => open.contains(focused));
  return [focused, ...((layer && returnFocusOf.get(layer)) ?? [])];
}
