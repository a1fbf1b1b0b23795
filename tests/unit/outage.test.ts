// An outage reads as one: the health verdict over its probes, which probes run in which mode, the local folder
// probe, the browser's bound on a wait (waitAtMost), its bound on a read that never answers, and the words.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readServerEnv } from '../../netlify/lib/env';
import { healthProbes, probeFolder } from '../../netlify/lib/healthProbes';
import { dashboardRoute, profileRoute } from '../../src/api/contract';
import { ApiError, READ_ANSWER_WAIT_MS, request } from '../../src/api/request';
import { healthVerdict } from '../../src/lib/health';
import { unavailableReason } from '../../src/lib/http';
import { authErrorMessage } from '../../src/lib/account/signInWords';
import { SITE_NOT_RESPONDING, unavailableMessage } from '../../src/lib/serviceWords';
import { waitAtMost } from '../../src/lib/waitAtMost';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('healthVerdict', () => {
  it('is ok only when every probed integration answered', () => {
    expect(
      healthVerdict([
        { integration: 'database', answered: true },
        { integration: 'auth', answered: true },
      ]),
    ).toEqual({ status: 'ok', checked: ['database', 'auth'] });
  });

  it('names each integration that did not answer, in probe order', () => {
    expect(
      healthVerdict([
        { integration: 'database', answered: false },
        { integration: 'auth', answered: true },
        { integration: 'storage', answered: false },
      ]),
    ).toEqual({ status: 'unavailable', checked: ['database', 'auth', 'storage'], failing: ['database', 'storage'] });
  });
});

describe('healthProbes', () => {
  const probed = (env: Record<string, string>) => healthProbes(readServerEnv(env, '/srv/site')).map((probe) => probe.integration);

  it('locally checks the database, sign-in, the storage folder and the outbox folder', () => {
    expect(probed({})).toEqual(['database', 'auth', 'storage', 'mail']);
  });

  it('in the cloud checks the database, sign-in and the bucket, never Stripe or Mailgun', () => {
    expect(
      probed({
        FIREBASE_STORAGE_BUCKET: 'maya.appspot.com',
        STRIPE_SECRET_KEY: 'sk_test_x',
        MAILGUN_API_KEY: 'key',
        MAILGUN_DOMAIN: 'mg.example.com',
      }),
    ).toEqual(['database', 'auth', 'storage']);
  });
});

describe('probeFolder', () => {
  const root = mkdtempSync(join(tmpdir(), 'health-folder-'));

  it('answers for a folder that exists, and for one not made yet (its parent can hold it)', async () => {
    await expect(probeFolder('storage', root)).resolves.toBeUndefined();
    await expect(probeFolder('storage', join(root, 'not', 'made', 'yet'))).resolves.toBeUndefined();
  });

  it('fails when the folder cannot be there (a file stands in its way)', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'x');
    await expect(probeFolder('mail', join(file, 'outbox'))).rejects.toMatchObject({ code: 'ENOTDIR' });
  });
});

describe('waitAtMost', () => {
  it('gives the answer that comes in time, and the failure that comes in time', async () => {
    await expect(waitAtMost(Promise.resolve(7), 1000, () => new Error('late'))).resolves.toBe(7);
    await expect(waitAtMost(Promise.reject(new Error('refused')), 1000, () => new Error('late'))).rejects.toThrow('refused');
  });

  it('gives up after the bound when no answer comes', async () => {
    vi.useFakeTimers();
    let outcome: unknown = 'still waiting';
    void waitAtMost(new Promise<never>(() => {}), 5000, () => new Error('not responding')).catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(4999);
    expect(outcome).toBe('still waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual(new Error('not responding'));
  });
});

/** A fetch that never answers until its signal aborts, as a site that does not answer at all. */
function silentSite(): { calls: RequestInit[] } {
  const calls: RequestInit[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    calls.push(init);
    return new Promise((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
  });
  return { calls };
}

describe('request: a read that gets no answer', () => {
  it('fails after READ_ANSWER_WAIT_MS as a 504 saying the site is not responding', async () => {
    vi.useFakeTimers();
    silentSite();
    const reading = request(dashboardRoute, undefined, { token: 't' });
    const outcome = reading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(READ_ANSWER_WAIT_MS);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 504, code: 'unavailable', message: SITE_NOT_RESPONDING });
    // The page shows the spec's words ('Failed to load course data.') with this as the reason.
    expect(unavailableReason(error)).toBe(SITE_NOT_RESPONDING);
  });

  it('never abandons a write: its outcome is unknown until the server answers', async () => {
    vi.useFakeTimers();
    const site = silentSite();
    let settled = false;
    void request(profileRoute, { fullName: 'Ada' }, { token: 't' }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(3 * READ_ANSWER_WAIT_MS);
    expect(settled).toBe(false);
    expect(site.calls[0]?.method).toBe('POST');
  });
});

describe('the words of an outage', () => {
  it('name the service, the same on the server and in the browser', () => {
    expect(unavailableMessage('sign-in')).toBe('The sign-in service is not responding right now. Please try again in a moment.');
    // A sign-in call the browser stopped waiting for (code auth/timeout) reads as the server's stalled sign-in.
    expect(authErrorMessage({ code: 'auth/timeout' })).toBe(unavailableMessage('sign-in'));
  });
});
