import type { Context } from '@netlify/functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../src/lib/http';
import { defineHandler, json } from '../../netlify/lib/handler';
import { unavailableMessage } from '../../netlify/lib/faults';
import type { RequestBudget } from '../../netlify/lib/requestBudget';

/** The slice of Netlify's Context the wrapper reads. */
function fakeContext(deployContext = 'dev'): Context {
  return { deploy: { context: deployContext, id: 'test', published: false } } as unknown as Context;
}

const URL_BASE = 'http://localhost/api/test';

function post(body: string, headers: Record<string, string> = { 'content-type': 'application/json' }): Request {
  return new Request(URL_BASE, { method: 'POST', headers, body });
}

const echo = defineHandler({
  methods: ['POST'],
  auth: 'public',
  body: z.object({ email: z.email(), name: z.string().min(1) }),
  handle: ({ body }) => ({ received: body }),
});

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubEnv('CONTEXT', undefined);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  consoleError.mockRestore();
});

describe('defineHandler', () => {
  it('passes the validated body to the handler and answers uncacheable JSON', async () => {
    const response = await echo(post(JSON.stringify({ email: 'ann@example.com', name: 'Ann', extra: 1 })), fakeContext());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // zod's object() strips unknown keys: the handler sees only what the schema declares.
    expect(await response.json()).toEqual({ received: { email: 'ann@example.com', name: 'Ann' } });
  });

  it('answers 405 with an Allow header for other methods', async () => {
    const response = await echo(new Request(URL_BASE, { method: 'GET' }), fakeContext());
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ error: 'Method GET is not allowed here. Use POST.', code: 'method_not_allowed' });
  });

  it('answers 400 when the body is not JSON', async () => {
    for (const request of [post('{"email":'), post(''), post('{"a":1}', { 'content-type': 'text/plain' })]) {
      const response = await echo(request, fakeContext());
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe('Request body must be JSON');
    }
  });

  it('answers 400 naming each invalid field', async () => {
    const response = await echo(post(JSON.stringify({ email: 'not-an-email' })), fakeContext());
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('email: Invalid email address; name: Required');
    expect(body.details.issues).toEqual([
      { field: 'email', message: 'Invalid email address' },
      { field: 'name', message: 'Required' },
    ]);
  });

  it('answers 413 for a body over the limit, declared or not', async () => {
    const small = defineHandler({ methods: ['POST'], auth: 'public', body: z.unknown(), maxBodyBytes: 100, handle: () => ({}) });
    const big = JSON.stringify({ text: 'x'.repeat(200) });
    const declared = await small(post(big), fakeContext());
    expect(declared.status).toBe(413);
    expect((await declared.json()).error).toMatch(/too large/);

    // A streamed body carries no Content-Length; the limit must still hold.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(50)));
        controller.close();
      },
    });
    const streamed = new Request(URL_BASE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.headers.get('content-length')).toBeNull();
    expect((await small(streamed, fakeContext())).status).toBe(413);
  });

  it('uses 32 KB as the default limit', async () => {
    const handler = defineHandler({ methods: ['POST'], auth: 'public', body: z.unknown(), handle: () => ({ ok: true }) });
    expect((await handler(post(JSON.stringify('x'.repeat(32 * 1024 - 10))), fakeContext())).status).toBe(200);
    expect((await handler(post(JSON.stringify('x'.repeat(32 * 1024))), fakeContext())).status).toBe(413);
  });

  it('validates the query string', async () => {
    const handler = defineHandler({
      methods: ['GET'],
      auth: 'public',
      query: z.object({ page: z.coerce.number().int().min(1) }),
      handle: ({ query }) => ({ page: query.page }),
    });
    expect(await (await handler(new Request(`${URL_BASE}?page=2`), fakeContext())).json()).toEqual({ page: 2 });
    const bad = await handler(new Request(`${URL_BASE}?page=zero`), fakeContext());
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/^page: /);
  });

  it('turns an HttpError into its status, message and headers', async () => {
    const handler = defineHandler({
      methods: ['GET'],
      auth: 'public',
      handle: () => {
        throw new HttpError(409, 'Already enrolled.', { headers: { 'retry-after': '5' } });
      },
    });
    const response = await handler(new Request(URL_BASE), fakeContext());
    expect(response.status).toBe(409);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ error: 'Already enrolled.', code: 'conflict' });
  });

  it('hides unexpected errors behind a generic 500 and logs the real one', async () => {
    const handler = defineHandler({
      methods: ['GET'],
      auth: 'public',
      handle: () => {
        throw new Error('connection string postgres://admin:hunter2@db failed');
      },
    });
    const response = await handler(new Request(URL_BASE), fakeContext());
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'Something went wrong. Please try again.', code: 'internal' });
    expect(text).not.toContain('hunter2');
    expect(consoleError).toHaveBeenCalledWith(
      '[api] GET /api/test failed:',
      expect.objectContaining({ message: expect.stringContaining('hunter2') }),
    );
  });

  it('requires a signed-in user unless the endpoint says otherwise', async () => {
    const handler = defineHandler({ methods: ['GET'], handle: () => ({ secret: 'data' }) });
    const response = await handler(new Request(URL_BASE), fakeContext());
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ error: 'Authentication required', code: 'unauthenticated' });
  });

  it('checks the method before authentication', async () => {
    const handler = defineHandler({ methods: ['POST'], auth: 'admin', handle: () => ({}) });
    expect((await handler(new Request(URL_BASE, { method: 'DELETE' }), fakeContext())).status).toBe(405);
  });

  it('sends a Response from the handler as it is', async () => {
    const handler = defineHandler({ methods: ['POST'], auth: 'public', handle: () => json({ id: 'c1' }, { status: 201 }) });
    const response = await handler(new Request(URL_BASE, { method: 'POST' }), fakeContext());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 'c1' });
  });

  it('refuses to serve in the production context on local integrations', async () => {
    const handler = defineHandler({ methods: ['GET'], auth: 'public', handle: () => ({ ok: true }) });
    // Deployed functions learn the context from the request, not from CONTEXT.
    const response = await handler(new Request(URL_BASE), fakeContext('production'));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Something went wrong. Please try again.', code: 'internal' });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Refusing to run in the production context'));
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('mail goes to the local outbox'));

    // Every other Netlify deploy context refuses the same way; only local runs (`netlify dev` included) serve.
    for (const context of ['deploy-preview', 'branch-deploy']) {
      expect((await handler(new Request(URL_BASE), fakeContext(context))).status).toBe(500);
      expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(`Refusing to run in the ${context} context`));
    }
    expect((await handler(new Request(URL_BASE), fakeContext('dev'))).status).toBe(200);
  });

  it('also refuses when CONTEXT=production is in the environment (builds, local production runs)', async () => {
    vi.stubEnv('CONTEXT', 'production');
    const handler = defineHandler({ methods: ['GET'], auth: 'public', handle: () => ({ ok: true }) });
    expect((await handler(new Request(URL_BASE), fakeContext('dev'))).status).toBe(500);
  });
});

describe('when the request budget runs out', () => {
  // BACKEND_TIMEOUT_MS 100: a 200 ms budget. The work waits on a gate the test opens, so the budget always runs out
  // first (no timing luck).
  let consoleWarn: ReturnType<typeof vi.spyOn>;
  let consoleInfo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.stubEnv('BACKEND_TIMEOUT_MS', '100');
    consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    consoleInfo = vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleWarn.mockRestore();
    consoleInfo.mockRestore();
  });

  function gate() {
    let open!: (value?: unknown) => void;
    const opened = new Promise((resolve) => (open = resolve));
    return { opened, open };
  }
  /** A context that collects what the handler asks the platform to wait for. */
  function waitingContext() {
    const waited: Array<Promise<unknown>> = [];
    const context = Object.assign(fakeContext(), { waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
    return { context, waited };
  }

  it('answers 503 with nothing done, stops work that checks before committing, and logs that it stopped', async () => {
    const { opened, open } = gate();
    let budgetSeen!: RequestBudget;
    let committed = false;
    const handler = defineHandler({
      methods: ['POST'],
      auth: 'public',
      handle: async ({ budget }) => {
        budgetSeen = budget;
        await opened;
        budget.throwIfAnswered();
        committed = true;
        return { done: true };
      },
    });
    const { context, waited } = waitingContext();
    const response = await handler(new Request(URL_BASE, { method: 'POST' }), context);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: unavailableMessage('database'), code: 'unavailable' });
    expect(budgetSeen.answered).toBe(true);
    expect(budgetSeen.signal.aborted).toBe(true);
    expect(waited).toHaveLength(1);

    open();
    await Promise.all(waited);
    expect(committed).toBe(false);
    expect(consoleInfo).toHaveBeenCalledWith('[api] POST /api/test stopped after its 503 answer, before committing anything');
  });

  it('answers what the work named as true once it passed its point of no return, and lets it finish', async () => {
    const { opened, open } = gate();
    const handler = defineHandler({
      methods: ['POST'],
      auth: 'public',
      handle: async ({ budget }) => {
        budget.answerLate(() => ({ redirectUrl: '/payment-success?session_id=cs_1' }));
        await opened;
        return { redirectUrl: '/payment-success?session_id=cs_1' };
      },
    });
    const { context, waited } = waitingContext();
    const response = await handler(new Request(URL_BASE, { method: 'POST' }), context);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirectUrl: '/payment-success?session_id=cs_1' });
    open();
    await Promise.all(waited);
    expect(consoleInfo).toHaveBeenCalledWith(expect.stringMatching(/^\[api\] POST \/api\/test finished \d+ ms after its 200 answer$/));
  });

  it('logs work that finishes after its 503 (the next call finds it done)', async () => {
    const { opened, open } = gate();
    const handler = defineHandler({
      methods: ['POST'],
      auth: 'public',
      handle: async () => {
        await opened;
        return { saved: true };
      },
    });
    const { context, waited } = waitingContext();
    expect((await handler(new Request(URL_BASE, { method: 'POST' }), context)).status).toBe(503);
    open();
    await Promise.all(waited);
    expect(consoleWarn).toHaveBeenCalledWith(expect.stringMatching(/^\[api\] POST \/api\/test finished \d+ ms after its 503 answer$/));
  });

  it('logs work that fails after its answer', async () => {
    const { opened, open } = gate();
    const handler = defineHandler({
      methods: ['POST'],
      auth: 'public',
      handle: async () => {
        await opened;
        throw new Error('Course x of Checkout Session cs_late does not exist');
      },
    });
    const { context, waited } = waitingContext();
    expect((await handler(new Request(URL_BASE, { method: 'POST' }), context)).status).toBe(503);
    open();
    await Promise.all(waited);
    expect(consoleError).toHaveBeenCalledWith(
      '[api] POST /api/test failed after its 503 answer:',
      expect.objectContaining({ message: expect.stringContaining('cs_late') }),
    );
  });

  it('answers a failure that comes within the budget as before, and asks the platform to wait for nothing', async () => {
    const handler = defineHandler({
      methods: ['POST'],
      auth: 'public',
      handle: async ({ budget }) => {
        budget.answerLate(() => ({ late: true }));
        throw new HttpError(409, 'Already enrolled.');
      },
    });
    const { context, waited } = waitingContext();
    const response = await handler(new Request(URL_BASE, { method: 'POST' }), context);
    expect(response.status).toBe(409);
    expect(waited).toHaveLength(0);
  });
});
