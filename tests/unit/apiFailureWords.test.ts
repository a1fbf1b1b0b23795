// How a failed /api/* call turns into words (spec 8): the browser helper against a real local HTTP server that
// answers like a broken or refusing backend, and the (route, code) -> words table on its own.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCheckoutRoute, deleteUserRoute, adminExportRoute, certificateVerifyRoute } from '../../src/api/contract';
import { failureFallback, failureWords, GENERIC_FAILURE } from '../../src/api/failureWords';
import { errorWords, isRefusal, refusalWords, toastFailure } from '../../src/islands/admin/toastFailure';
import { $toasts } from '../../src/stores/toasts';
import { ApiError, failureMessage, request } from '../../src/api/request';
import { PURCHASE_TOASTS } from '../../src/lib/purchase/purchase';

describe('failureWords', () => {
  it("gives the spec's fallback when the answer carries no words", () => {
    expect(failureWords(createCheckoutRoute, { code: null, serverMessage: null })).toBe('Unable to start checkout process.');
    expect(failureWords(deleteUserRoute, { code: null, serverMessage: null })).toBe('Failed to delete user.');
    expect(failureWords(createCheckoutRoute, { code: 'internal', serverMessage: null }, PURCHASE_TOASTS.checkoutFailedCoursePage)).toBe(
      'Failed to start checkout process.',
    );
  });

  it("prefers the server's words to the fallback ('error message or ...')", () => {
    expect(failureWords(deleteUserRoute, { code: 'invalid_input', serverMessage: 'You cannot delete your own account.' })).toBe(
      'You cannot delete your own account.',
    );
  });

  it("uses the spec's words for a code where it has some", () => {
    expect(failureWords(createCheckoutRoute, { code: 'unauthenticated', serverMessage: 'Authentication required' })).toBe(
      'Please log in to purchase this course.',
    );
  });

  it('falls back to a generic sentence for routes the spec gives no words', () => {
    expect(failureFallback(certificateVerifyRoute)).toBe(GENERIC_FAILURE);
  });
});

describe('toastFailure, refusalWords and errorWords (how an admin tab reports a failure)', () => {
  const refused = new ApiError(deleteUserRoute, 409, { error: 'This session has progress for 3 learners.', code: 'conflict' });
  const broken = new ApiError(deleteUserRoute, 500, { error: 'Firestore said no', code: 'internal' });
  const offline = new TypeError('Failed to fetch');

  it("shows a 4xx refusal's words and the fallback for anything else", () => {
    expect(isRefusal(refused)).toBe(true);
    expect(refusalWords(refused, 'Failed to delete session.')).toBe('This session has progress for 3 learners.');
    expect(isRefusal(broken)).toBe(false);
    expect(refusalWords(broken, 'Failed to delete session.')).toBe('Failed to delete session.');
    expect(refusalWords(offline, 'Failed to delete session.')).toBe('Failed to delete session.');
    expect(refusalWords({ status: 400, message: 'not an Error' }, 'Failed.')).toBe('Failed.');
  });

  it('toastFailure logs the error and shows the words in a destructive toast', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    toastFailure(refused, refusalWords(refused, 'Failed to delete session.'));
    toastFailure(broken, 'An unexpected error occurred.', 'Enrollment Failed');
    expect(logged.mock.calls).toEqual([[refused], [broken]]);
    expect($toasts.get().slice(-2)).toMatchObject([
      { title: 'Error', message: 'This session has progress for 3 learners.', variant: 'destructive' },
      { title: 'Enrollment Failed', message: 'An unexpected error occurred.', variant: 'destructive' },
    ]);
    logged.mockRestore();
  });

  it("shows any error's own words, and the fallback only when there are none", () => {
    expect(errorWords(broken, 'Failed to delete user.')).toBe('Firestore said no');
    expect(errorWords(offline, 'Failed to delete user.')).toBe('Failed to fetch');
    expect(errorWords(new Error(''), 'Failed to delete user.')).toBe('Failed to delete user.');
    expect(errorWords('a string', 'Failed to delete user.')).toBe('Failed to delete user.');
  });
});

describe('request (the browser fetch helper) against a real server', () => {
  let server: Server;
  let base = '';
  const answers = new Map<string, { status: number; body: string; type?: string; headers?: Record<string, string> }>();
  const seen: { method: string; url: string; auth: string | undefined; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
        const answer = answers.get(new URL(req.url!, 'http://x').pathname) ?? { status: 404, body: '' };
        res.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json', ...answer.headers });
        res.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The browser resolves '/api/...' against the page; here against the test server.
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(base + input, init));
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await new Promise((resolve) => server.close(resolve));
  });

  it('an empty 500 on create-checkout becomes an ApiError with the spec fallback, no code and no server words', async () => {
    answers.set('/api/create-checkout', { status: 500, body: '' });
    const failure = await request(createCheckoutRoute, { courseId: 'c1' }, { token: 'T' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 500, code: null, serverMessage: null, message: 'Unable to start checkout process.' });
    expect(failureMessage(failure, PURCHASE_TOASTS.checkoutFailedCoursePage)).toBe('Failed to start checkout process.');
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/api/create-checkout', auth: 'Bearer T', body: '{"courseId":"c1"}' });
  });

  it('an empty 500 on user deletion says "Failed to delete user."', async () => {
    answers.set('/api/delete-user', { status: 500, body: '' });
    const failure = await request(deleteUserRoute, { userId: 'u1' }).catch((error: unknown) => error);
    expect((failure as ApiError).message).toBe('Failed to delete user.');
    expect(failureMessage(failure)).toBe('Failed to delete user.');
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(GENERIC_FAILURE);
  });

  it('a proxy error page (HTML) is no server words either', async () => {
    answers.set('/api/delete-user', { status: 502, body: '<html><body>Bad gateway</body></html>', type: 'text/html' });
    const failure = (await request(deleteUserRoute, { userId: 'u1' }).catch((error: unknown) => error)) as ApiError;
    expect([failure.status, failure.code, failure.message]).toEqual([502, null, 'Failed to delete user.']);
  });

  it("carries the server's code and words, so a client switches on the code", async () => {
    answers.set('/api/create-checkout', {
      status: 409,
      body: JSON.stringify({ error: 'You already have this course.', code: 'already_enrolled' }),
    });
    const failure = (await request(createCheckoutRoute, { courseId: 'c1' }).catch((error: unknown) => error)) as ApiError;
    expect([failure.status, failure.code, failure.serverMessage, failure.message]).toEqual([
      409,
      'already_enrolled',
      'You already have this course.',
      'You already have this course.',
    ]);
  });

  it('a network failure is no ApiError: the caller shows its fallback', async () => {
    expect(failureMessage(new TypeError('Failed to fetch'), 'Failed to delete user.')).toBe('Failed to delete user.');
  });

  it('returns the typed JSON answer and hands file answers over with their name', async () => {
    answers.set('/api/delete-user', { status: 200, body: JSON.stringify({ success: true }) });
    expect(await request(deleteUserRoute, { userId: 'u1' })).toEqual({ success: true });
    answers.set('/api/admin/export', {
      status: 200,
      body: 'a,b\n1,2\n',
      type: 'text/csv',
      headers: { 'content-disposition': 'attachment; filename="users-2026-11-23.csv"' },
    });
    const file = await request(adminExportRoute, { type: 'users' });
    expect(seen.at(-1)?.url).toBe('/api/admin/export?type=users');
    expect(file.fileName).toBe('users-2026-11-23.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
  });
});
