import { describe, expect, it } from 'vitest';
import {
  assertDeployable,
  deployProblems,
  integrationModes,
  isNetlifyDeployContext,
  storageMode,
} from '../../src/lib/integrationModes';

const SERVICE_ACCOUNT = JSON.stringify({
  project_id: 'maya-linwood',
  client_email: 'functions@maya-linwood.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----\\n',
});

/** Everything a production deploy needs. */
const CLOUD_ENV = {
  CONTEXT: 'production',
  SANITY_PROJECT_ID: 'abc123',
  SANITY_DATASET: 'production',
  FIREBASE_PROJECT_ID: 'maya-linwood',
  FIREBASE_SERVICE_ACCOUNT: SERVICE_ACCOUNT,
  FIREBASE_STORAGE_BUCKET: 'maya-linwood.appspot.com',
  STRIPE_SECRET_KEY: 'sk_live_secret',
  STRIPE_WEBHOOK_SECRET: 'whsec_secret',
  MAILGUN_API_KEY: 'key-secret',
  MAILGUN_DOMAIN: 'mg.example.com',
  MAIL_FROM: 'Maya Linwood <hello@example.com>',
  URL: 'https://www.example.com',
};

describe('integrationModes', () => {
  it('runs everything locally on an empty environment', () => {
    expect(integrationModes({})).toEqual({
      content: 'local',
      auth: 'firebase',
      database: 'firestore',
      payments: 'local',
      mail: 'outbox',
      storage: 'local',
    });
  });

  it('picks the emulators when their hosts are set', () => {
    const modes = integrationModes({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' });
    expect(modes.auth).toBe('emulator');
    expect(modes.database).toBe('emulator');
  });

  it('picks every cloud implementation when the cloud variables are set', () => {
    expect(integrationModes(CLOUD_ENV)).toEqual({
      content: 'sanity',
      auth: 'firebase',
      database: 'firestore',
      payments: 'stripe',
      mail: 'mailgun',
      storage: 'cloud-storage',
    });
  });

  it('needs both the Mailgun key and domain for Mailgun', () => {
    expect(integrationModes({ MAILGUN_API_KEY: 'key' }).mail).toBe('outbox');
    expect(integrationModes({ MAILGUN_DOMAIN: 'mg.example.com' }).mail).toBe('outbox');
  });

  it('treats blank variables as unset', () => {
    expect(integrationModes({ SANITY_PROJECT_ID: '  ', STRIPE_SECRET_KEY: '' })).toMatchObject({
      content: 'local',
      payments: 'local',
    });
  });

  it('keeps storage local while Firebase emulators are in use, even with a bucket name', () => {
    expect(storageMode({ FIREBASE_STORAGE_BUCKET: 'b', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toBe('local');
    expect(storageMode({ FIREBASE_STORAGE_BUCKET: 'b' })).toBe('cloud-storage');
  });
});

describe('isNetlifyDeployContext', () => {
  it('is true for every Netlify deploy context, at build (CONTEXT, NETLIFY) and at run time (CONTEXT passed in)', () => {
    for (const context of ['production', 'deploy-preview', 'branch-deploy']) {
      expect(isNetlifyDeployContext({ CONTEXT: context })).toBe(true);
    }
    expect(isNetlifyDeployContext({ NETLIFY: 'true' })).toBe(true);
  });

  it('is false for local runs (neither set) and the Netlify CLI dev server', () => {
    expect(isNetlifyDeployContext({})).toBe(false);
    expect(isNetlifyDeployContext({ CONTEXT: 'dev' })).toBe(false);
    expect(isNetlifyDeployContext({ CONTEXT: ' ' })).toBe(false);
    expect(isNetlifyDeployContext({ NETLIFY: 'true', NETLIFY_DEV: 'true' })).toBe(false);
  });
});

describe('assertDeployable', () => {
  it('does nothing on local runs, however local the setup', () => {
    expect(() => assertDeployable({})).not.toThrow();
    expect(() => assertDeployable({ CONTEXT: 'dev', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).not.toThrow();
  });

  it('refuses local payments, mail, storage and emulator auth on a deploy preview and a branch deploy, as in production', () => {
    for (const context of ['deploy-preview', 'branch-deploy']) {
      const local = { ...CLOUD_ENV, CONTEXT: context, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' } as Record<string, string | undefined>;
      for (const name of ['STRIPE_SECRET_KEY', 'MAILGUN_API_KEY', 'FIREBASE_STORAGE_BUCKET']) local[name] = undefined;
      expect(() => assertDeployable(local)).toThrow(`Refusing to run in the ${context} context`);
      let message = '';
      try {
        assertDeployable(local);
      } catch (error) {
        message = (error as Error).message;
      }
      for (const expected of ['auth uses the Firebase Auth emulator', 'payments use the local test checkout', 'mail goes to the local outbox', 'storage uses a local folder']) {
        expect(message).toContain(expected);
      }
      expect(() => assertDeployable({ ...CLOUD_ENV, CONTEXT: context })).not.toThrow();
    }
  });

  it("needs the site's public address (URL), a web address", () => {
    const { URL: _unused, ...rest } = CLOUD_ENV;
    expect(deployProblems(rest)).toEqual(['missing URL']);
    expect(deployProblems({ ...CLOUD_ENV, URL: 'www.example.com' })).toEqual(['URL is not an http(s) address']);
  });

  it('accepts a complete cloud setup in production', () => {
    expect(deployProblems(CLOUD_ENV)).toEqual([]);
    expect(() => assertDeployable(CLOUD_ENV)).not.toThrow();
  });

  it('accepts the service account as separate email and key variables', () => {
    const { FIREBASE_SERVICE_ACCOUNT: _unused, ...rest } = CLOUD_ENV;
    expect(deployProblems({ ...rest, FIREBASE_CLIENT_EMAIL: 'a@b.iam.gserviceaccount.com', FIREBASE_PRIVATE_KEY: 'key' })).toEqual([]);
  });

  it('throws one error naming every local integration and missing variable', () => {
    let message = '';
    try {
      assertDeployable({
        CONTEXT: 'production',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Refusing to run in the production context/);
    for (const expected of [
      'content uses the local seed',
      'auth uses the Firebase Auth emulator',
      'database uses the Firestore emulator',
      'payments use the local test checkout',
      'mail goes to the local outbox',
      'storage uses a local folder',
      'FIREBASE_PROJECT_ID is not set',
      'Firebase service account is missing',
      'missing STRIPE_WEBHOOK_SECRET, MAIL_FROM, URL',
    ]) {
      expect(message).toContain(expected);
    }
  });

  it('names the one missing piece of an otherwise cloud setup', () => {
    const { STRIPE_WEBHOOK_SECRET: _unused, ...rest } = CLOUD_ENV;
    expect(deployProblems(rest)).toEqual(['missing STRIPE_WEBHOOK_SECRET']);
  });

  it('refuses an emulator-only demo project and an unreadable service account', () => {
    const problems = deployProblems({ ...CLOUD_ENV, FIREBASE_PROJECT_ID: 'demo-maya-linwood', FIREBASE_SERVICE_ACCOUNT: '{not json' });
    expect(problems).toEqual([
      'FIREBASE_PROJECT_ID "demo-maya-linwood" is an emulator-only demo project',
      expect.stringContaining('Firebase service account is missing or unreadable'),
    ]);
  });

  it('never repeats secret values in its message', () => {
    const { SANITY_PROJECT_ID: _unused, ...rest } = CLOUD_ENV;
    let message = '';
    try {
      assertDeployable({ ...rest, FIREBASE_SERVICE_ACCOUNT: '{"private_key":"super-secret-key"' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('content uses the local seed');
    for (const secret of ['super-secret-key', 'sk_live_secret', 'whsec_secret', 'key-secret']) expect(message).not.toContain(secret);
  });
});
