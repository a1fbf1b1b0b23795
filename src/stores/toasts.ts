// Toast notifications shared by every island. A toast raised just before the page navigates away is queued
// in sessionStorage instead and shown by the next page's toaster, so nobody misses it.
import { atom } from 'nanostores';

export type Toast = { id: number; title: string; message?: string; variant: 'default' | 'destructive' };
export type ToastInput = { title: string; message?: string; variant?: Toast['variant'] };

export const $toasts = atom<Toast[]>([]);
export const TOAST_DURATION_MS = 6000;
export const TOAST_QUEUE_KEY = 'maya-toast-queue';

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

function dismissLater(id: number): void {
  if (typeof window !== 'undefined')
    timers.set(
      id,
      setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
    );
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  $toasts.set([...$toasts.get().slice(-3), { id, title: input.title, message: input.message, variant: input.variant ?? 'default' }]);
  dismissLater(id);
  return id;
}

/** Keeps a toast while the pointer or focus is on it (time to read it, or to reach its close button). */
export function holdToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

/** Lets a held toast go again: it stays its full time from now. */
export function releaseToast(id: number): void {
  if (!timers.has(id) && $toasts.get().some((toast) => toast.id === id)) dismissLater(id);
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
export function toastAfterNavigation(
  input: ToastInput,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage,
): void {
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
