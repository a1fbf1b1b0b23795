// Toast notifications shared by every island.
import { atom } from 'nanostores';

export type Toast = { id: number; title: string; message?: string; variant: 'default' | 'destructive' };

export const $toasts = atom<Toast[]>([]);
export const TOAST_DURATION_MS = 6000;

let nextId = 1;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

export function toast(input: { title: string; message?: string; variant?: Toast['variant'] }): number {
  const id = nextId++;
  $toasts.set([...$toasts.get().slice(-3), { id, title: input.title, message: input.message, variant: input.variant ?? 'default' }]);
  if (typeof window !== 'undefined') window.setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}
