import type { Context } from '@netlify/functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config, healthHandler } from '../../netlify/functions/health.mts';
import type { Probe } from '../../netlify/lib/healthProbes';

// The real probes against the real emulators are in tests/functions/resilience.test.ts; here they answer at once.
const answers = async () => {};
const health = healthHandler(() => [
  { integration: 'database', run: answers },
  { integration: 'auth', run: answers },
]);

function context(deployContext: string): Context {
  return { deploy: { context: deployContext, id: 'test', published: false } } as unknown as Context;
}

const CLOUD_SECRETS = {
  SANITY_PROJECT_ID: 'sanity-project-7',
  STRIPE_SECRET_KEY: 'sk_test_secret_value',
  MAILGUN_API_KEY: 'mailgun-secret-value',
  MAILGUN_DOMAIN: 'mg.example.com',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_STORAGE_BUCKET: 'bucket-name',
};

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  for (const name of ['CONTEXT', ...Object.keys(CLOUD_SECRETS)]) vi.stubEnv(name, undefined);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  consoleError.mockRestore();
});

describe('GET /api/health', () => {
  it('is served at /api/health', () => {
    expect(config.path).toBe('/api/health');
  });

  it('reports every integration as local on a fresh setup', async () => {
    const response = await health(new Request('http://localhost/api/health'), context('dev'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      context: 'dev',
      integrations: { content: 'local', auth: 'firebase', database: 'firestore', payments: 'local', mail: 'outbox', storage: 'local' },
      checked: ['database', 'auth'],
    });
  });

  it('names the modes without revealing any value', async () => {
    for (const [name, value] of Object.entries(CLOUD_SECRETS)) vi.stubEnv(name, value);
    // `netlify dev` counts as local, so a mixed setup still answers there (every deploy context refuses it).
    const response = await health(new Request('http://localhost/api/health'), context('dev'));
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      status: 'ok',
      context: 'dev',
      integrations: { content: 'sanity', auth: 'emulator', database: 'emulator', payments: 'stripe', mail: 'mailgun', storage: 'local' },
      checked: ['database', 'auth'],
    });
    for (const value of Object.values(CLOUD_SECRETS)) expect(text).not.toContain(value);
  });

  it('answers 503 naming the database, with Retry-After and mode names only, when the database does not answer', async () => {
    const failing = healthHandler(() => [
      { integration: 'database', run: () => Promise.reject(new Error('14 UNAVAILABLE: connect ECONNREFUSED 127.0.0.1:8080')) },
      { integration: 'auth', run: answers },
    ]);
    const response = await failing(new Request('http://localhost/api/health'), context('dev'));
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ status: 'unavailable', failing: ['database'], integrations: { database: 'firestore' } });
    expect(text).not.toContain('8080');
    expect(text).not.toContain('ECONNREFUSED');
  });

  it('names every integration that does not answer, and is "ok" only when all do', async () => {
    const refuse = () => Promise.reject(new Error('Auth emulator at 127.0.0.1:9099 did not answer'));
    const failing = healthHandler(() => [
      { integration: 'database', run: answers },
      { integration: 'auth', run: refuse },
      { integration: 'storage', run: refuse },
    ]);
    const response = await failing(new Request('http://localhost/api/health'), context('dev'));
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'unavailable', checked: ['database', 'auth', 'storage'], failing: ['auth', 'storage'] });
    expect(JSON.stringify(body)).not.toContain('9099');
  });

  it('runs the probes at once, so one stalled backend does not hold up the others', async () => {
    // Each probe finishes only once the other has started: run one after the other, neither would ever finish.
    const started = { database: Promise.withResolvers<void>(), auth: Promise.withResolvers<void>() };
    const probe = (self: keyof typeof started, other: keyof typeof started): Probe => ({
      integration: self,
      run: async () => {
        started[self].resolve();
        await started[other].promise;
      },
    });
    const both = healthHandler(() => [probe('database', 'auth'), probe('auth', 'database')]);
    const response = await both(new Request('http://localhost/api/health'), context('dev'));
    expect(response.status).toBe(200);
  });

  it('accepts GET only', async () => {
    const response = await health(new Request('http://localhost/api/health', { method: 'POST' }), context('dev'));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });

  it('is refused on every Netlify deploy context while integrations are local', async () => {
    for (const deployContext of ['production', 'deploy-preview', 'branch-deploy']) {
      const response = await health(new Request('http://localhost/api/health'), context(deployContext));
      expect(response.status).toBe(500);
      expect(await response.text()).not.toContain('local');
    }
  });
});
