// Toast notifications shared by every island. A toast raised just before the page navigates away is queued
// in sessionStorage instead and shown by the next page's toaster, so nobody misses it.
import { atom } from 'nanostores';

export type Toast = { id: number; title: string; message?: string; variant: 'default' | 'destructive' };
export type ToastInput = { title: string; message?: string; variant?: Toast['variant'] };

export const $toasts = atom<Toast[]>([]);
export const TOAST_DURATION_MS = 6000;
export const TOAST_QUEUE_KEY = 'maya-toast-queue';

let nextId = 1;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  $toasts.set([...$toasts.get().slice(-3), { id, title: input.title, message: input.message, variant: input.variant ?? 'default' }]);
  if (typeof window !== 'undefined') window.setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

function readQueue(storage: Pick<Storage, 'getItem'>): ToastInput[] {
  try {
    const value = JSON.parse(storage.getItem(TOAST_QUEUE_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((item): item is ToastInput => typeof item?.title === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps a toast for the next page of this tab (use it right before navigating away). */
export function toastAfterNavigation(input: ToastInput, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage): void {
  try {
    if (!storage) throw new Error('no storage');
    storage.setItem(TOAST_QUEUE_KEY, JSON.stringify([...readQueue(storage), input].slice(-4)));
  } catch {
    toast(input); // storage unavailable: show it now, as before
  }
}

/** Shows the toasts an earlier page queued (each once); the toaster calls this when it mounts. */
export function showQueuedToasts(storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined = globalThis.sessionStorage): void {
  if (!storage) return;
  const queued = readQueue(storage);
  try {
    storage.removeItem(TOAST_QUEUE_KEY);
  } catch {
    return;
  }
  queued.forEach(toast);
}
