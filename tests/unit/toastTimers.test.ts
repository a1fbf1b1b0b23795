import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, holdToast, releaseToast, toast, TOAST_DURATION_MS } from '../../src/stores/toasts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', {}); // toasts time out only in a browser
});
afterEach(() => {
  $toasts.set([]);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const titles = () => $toasts.get().map((t) => t.title);

describe('how long a toast stays', () => {
  it('goes by itself after its time', () => {
    toast({ title: 'Saved' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(titles()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('stays while held (pointer or focus on it), then its full time after release', () => {
    const id = toast({ title: 'Failed to send email.', variant: 'destructive' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    holdToast(id);
    vi.advanceTimersByTime(TOAST_DURATION_MS * 5);
    expect(titles()).toEqual(['Failed to send email.']);
    releaseToast(id);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(titles()).toEqual(['Failed to send email.']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('a closed toast is not brought back by a late release', () => {
    const id = toast({ title: 'Error' });
    holdToast(id);
    dismissToast(id);
    releaseToast(id);
    vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    expect(titles()).toEqual([]);
  });
});
