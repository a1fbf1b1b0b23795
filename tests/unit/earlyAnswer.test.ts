// The early answer of an app screen (src/islands/earlyAnswer.ts): started once by the page's early script, taken
// once by the screen; a second take (a retry) calls again, and a failure reaches the screen that takes it.
import { describe, expect, it, vi } from 'vitest';
import { callEarly, takeAnswer } from '../../src/islands/earlyAnswer';

describe('early answers', () => {
  it('hands the started call to the screen once; a retry calls again', async () => {
    const call = vi.fn(async () => ({ n: call.mock.calls.length }));
    callEarly('dashboard-once', call);
    callEarly('dashboard-once', call); // a second start does not call twice
    expect(call).toHaveBeenCalledTimes(1);
    await expect(takeAnswer('dashboard-once', call)).resolves.toEqual({ n: 1 });
    await expect(takeAnswer('dashboard-once', call)).resolves.toEqual({ n: 2 });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('without an early start, the screen calls itself', async () => {
    const call = vi.fn(async () => 'fresh');
    await expect(takeAnswer('never-started', call)).resolves.toBe('fresh');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('a failed early call is the failure the screen takes, not an unhandled rejection meanwhile', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      callEarly('failing', () => Promise.reject(new Error('database down')));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(takeAnswer('failing', async () => 'not called')).rejects.toThrow('database down');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
