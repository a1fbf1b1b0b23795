import { afterEach, describe, expect, it } from 'vitest';
import { $toasts, showQueuedToasts, TOAST_QUEUE_KEY, toastAfterNavigation } from '../../src/stores/toasts';

/** A Storage stand-in with the three methods the queue uses. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

afterEach(() => $toasts.set([]));

describe('toasts that survive a navigation', () => {
  it('are kept for the next page and shown there once', () => {
    const storage = memoryStorage();
    toastAfterNavigation({ title: 'Welcome back!', message: 'You have been signed in successfully.' }, storage);
    expect($toasts.get()).toEqual([]);
    expect(storage.values.has(TOAST_QUEUE_KEY)).toBe(true);

    showQueuedToasts(storage);
    expect($toasts.get().map((t) => [t.title, t.message, t.variant])).toEqual([
      ['Welcome back!', 'You have been signed in successfully.', 'default'],
    ]);
    showQueuedToasts(storage);
    expect($toasts.get()).toHaveLength(1);
  });

  it('shows the toast at once when storage is unavailable, and ignores a damaged queue', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    toastAfterNavigation({ title: 'Account created!' }, broken);
    expect($toasts.get().map((t) => t.title)).toEqual(['Account created!']);

    const storage = memoryStorage();
    storage.setItem(TOAST_QUEUE_KEY, '{not json');
    showQueuedToasts(storage);
    expect($toasts.get()).toHaveLength(1);
  });
});
