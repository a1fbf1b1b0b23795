// The one environment schema (src/lib/environment.ts): defaults, every refusal, what follows from the variables
// (integration modes, Firebase, Mailgun, Sanity, the public config) and the deploy guard.
import { describe, expect, it } from 'vitest';
import {
  EnvironmentError,
  assertDeployable,
  deployProblems,
  environment,
  integrationModes,
  isNetlifyDeployContext,
  readEnvironment,
  readVariable,
  readVariables,
  storageMode,
  type EnvSource,
} from '../../src/lib/environment';

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
      for (const expected of [
        'auth uses the Firebase Auth emulator',
        'payments use the local test checkout',
        'mail goes to the local outbox',
        'storage uses a local folder',
      ]) {
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

/** The message readEnvironment refuses `source` with ('' when it accepts it). */
function refusal(source: EnvSource): string {
  try {
    readEnvironment(source);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(EnvironmentError);
    return (error as Error).message;
  }
}

describe('readEnvironment: defaults', () => {
  it('runs locally on an empty environment, on the demo project and the default ports', () => {
    const env = readEnvironment({});
    expect(env.deploy).toEqual({ netlify: false, context: undefined });
    expect(env.firebase).toEqual({
      projectId: 'demo-maya-linwood',
      serviceAccount: undefined,
      hasCredentials: false,
      storageBucket: undefined,
      usesEmulators: false,
      emulatorHosts: { auth: undefined, firestore: undefined, storage: undefined },
      emulatorPorts: { auth: 9099, firestore: 8080, hub: 4400, logging: 4500 },
    });
    expect(env.sanity).toBeUndefined();
    expect(env.mailgun).toBeUndefined();
    expect(env.stripe).toBeUndefined();
    expect(env.mailFrom).toBe('no-reply@localhost');
    expect(env.localDataDir).toBe('.data');
    expect(env.variables).toMatchObject({ SANITY_DATASET: 'production', SANITY_API_VERSION: '2025-02-19', MAILGUN_REGION: 'us' });
  });

  it('trims values and treats blank ones as unset', () => {
    const env = readEnvironment({ FIREBASE_PROJECT_ID: '  maya-prod ', SANITY_DATASET: '  ', MAILGUN_REGION: '', AUTH_EMULATOR_PORT: ' ' });
    expect(env.firebase.projectId).toBe('maya-prod');
    expect(env.variables.SANITY_DATASET).toBe('production');
    expect(env.variables.MAILGUN_REGION).toBe('us');
    expect(env.firebase.emulatorPorts.auth).toBe(9099);
  });

  it('ignores variables it does not know', () => {
    expect(readVariables({ PATH: '/usr/bin', SOMETHING_ELSE: 'x' })).not.toHaveProperty('PATH');
  });

  it('parses process.env once per process', () => {
    expect(environment()).toBe(environment());
  });
});

describe('readEnvironment: what follows from the variables', () => {
  it('points at the emulators their hosts name, and gives the browser the emulator config', () => {
    const env = readEnvironment({
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8180',
      FIREBASE_PROJECT_ID: 'demo-test',
    });
    expect(env.firebase).toMatchObject({ usesEmulators: true, emulatorHosts: { auth: '127.0.0.1:9199', firestore: '127.0.0.1:8180' } });
    expect(env.publicFirebase).toEqual({
      apiKey: 'demo-key-local',
      authDomain: 'demo-test.firebaseapp.com',
      projectId: 'demo-test',
      authEmulatorUrl: 'http://127.0.0.1:9199',
    });
  });

  it("gives the browser the real project's public config, the auth domain defaulting to the project's", () => {
    expect(readEnvironment({ FIREBASE_PROJECT_ID: 'maya-prod', PUBLIC_FIREBASE_API_KEY: 'AIza-public' }).publicFirebase).toEqual({
      apiKey: 'AIza-public',
      authDomain: 'maya-prod.firebaseapp.com',
      projectId: 'maya-prod',
    });
  });

  it('takes the emulator ports npm start uses from their variables', () => {
    const ports = { AUTH_EMULATOR_PORT: '9730', FIRESTORE_EMULATOR_PORT: '8030', EMULATOR_HUB_PORT: '5830', EMULATOR_LOGGING_PORT: '5930' };
    expect(readEnvironment(ports).firebase.emulatorPorts).toEqual({ auth: 9730, firestore: 8030, hub: 5830, logging: 5930 });
  });

  it('reads the service account as JSON, turning escaped newlines in the key into real ones; the project follows it', () => {
    const env = readEnvironment({
      FIREBASE_SERVICE_ACCOUNT: JSON.stringify({
        project_id: 'maya',
        client_email: 'fn@maya.iam.gserviceaccount.com',
        private_key: '-----BEGIN PRIVATE KEY-----\\nAAA\\n-----END PRIVATE KEY-----\\n',
      }),
    });
    expect(env.firebase.serviceAccount).toEqual({
      projectId: 'maya',
      clientEmail: 'fn@maya.iam.gserviceaccount.com',
      privateKey: '-----BEGIN PRIVATE KEY-----\nAAA\n-----END PRIVATE KEY-----\n',
    });
    expect(env.firebase.projectId).toBe('maya');
    expect(env.firebase.hasCredentials).toBe(true);
  });

  it('reads the two-variable form of the service account, and needs both', () => {
    expect(readEnvironment({ FIREBASE_CLIENT_EMAIL: 'fn@x', FIREBASE_PRIVATE_KEY: 'line1\\nline2' }).firebase.serviceAccount).toEqual({
      clientEmail: 'fn@x',
      privateKey: 'line1\nline2',
    });
    expect(readEnvironment({ FIREBASE_CLIENT_EMAIL: 'fn@x' }).firebase.serviceAccount).toBeUndefined();
    expect(readEnvironment({ GOOGLE_APPLICATION_CREDENTIALS: '/keys/sa.json' }).firebase.hasCredentials).toBe(true);
  });

  it('configures Mailgun only with key and domain, by region (US unless EU), or at a test stand-in', () => {
    const mailgun = { MAILGUN_API_KEY: 'key', MAILGUN_DOMAIN: 'mg.example.com' };
    expect(readEnvironment(mailgun).mailgun).toEqual({ apiKey: 'key', domain: 'mg.example.com', baseUrl: 'https://api.mailgun.net' });
    expect(readEnvironment({ ...mailgun, MAILGUN_REGION: 'EU' }).mailgun?.baseUrl).toBe('https://api.eu.mailgun.net');
    expect(readEnvironment({ ...mailgun, MAILGUN_REGION: 'eu', MAILGUN_API_BASE_URL: 'http://127.0.0.1:1234/' }).mailgun?.baseUrl).toBe(
      'http://127.0.0.1:1234',
    );
    expect(readEnvironment(mailgun).mailFrom).toBe('no-reply@mg.example.com');
    expect(readEnvironment({ ...mailgun, MAIL_FROM: 'Maya Linwood <hello@example.com>' }).mailFrom).toBe(
      'Maya Linwood <hello@example.com>',
    );
    expect(readEnvironment({ MAILGUN_API_KEY: 'key' }).mailgun).toBeUndefined();
  });

  it('configures Stripe only with its secret key', () => {
    expect(readEnvironment({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
    });
    expect(readEnvironment({ STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe).toBeUndefined();
  });

  it('gives the Sanity client its project, dataset, API date, token and host in Sanity mode only', () => {
    expect(readEnvironment({ SANITY_PROJECT_ID: 'abc123' }).sanity).toEqual({
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2025-02-19',
      readToken: undefined,
      writeToken: undefined,
      apiHost: undefined,
    });
    const lake = {
      SANITY_PROJECT_ID: 'local-dev',
      SANITY_DATASET: 'staging',
      SANITY_API_HOST: 'http://127.0.0.1:3434',
      SANITY_READ_TOKEN: 't',
      SANITY_WRITE_TOKEN: 'w',
    };
    expect(readEnvironment(lake).sanity).toMatchObject({
      dataset: 'staging',
      apiHost: 'http://127.0.0.1:3434',
      readToken: 't',
      writeToken: 'w',
    });
    expect(readEnvironment({ SANITY_LAKE_URL: 'http://127.0.0.1:3334/' })).toMatchObject({
      sanity: undefined,
      sanityLakeUrl: 'http://127.0.0.1:3334',
    });
  });

  it("gives the course builder the Studio's address: PUBLIC_SANITY_STUDIO_URL, else the local lake's Studio in local content mode", () => {
    expect(readEnvironment({ PUBLIC_SANITY_STUDIO_URL: 'https://maya.sanity.studio/' }).sanityStudioUrl).toBe('https://maya.sanity.studio');
    expect(readEnvironment({}).sanityStudioUrl).toBe('http://localhost:3334');
    expect(readEnvironment({ PORT: '5451' }).sanityStudioUrl).toBe('http://localhost:4464');
    expect(readEnvironment({ SANITY_LAKE_PORT: '4000' }).sanityStudioUrl).toBe('http://localhost:4000');
    expect(readEnvironment({ SANITY_PROJECT_ID: 'abc123' }).sanityStudioUrl).toBeUndefined();
    expect(() => readEnvironment({ PUBLIC_SANITY_STUDIO_URL: 'maya.sanity.studio' })).toThrow(
      'PUBLIC_SANITY_STUDIO_URL is not an http(s) address',
    );
  });

  it('knows a Netlify deploy from a local run', () => {
    expect(readEnvironment({ CONTEXT: 'deploy-preview' }).deploy).toEqual({ netlify: true, context: 'deploy-preview' });
    expect(readEnvironment({ CONTEXT: 'dev' }).deploy.netlify).toBe(false);
  });
});

describe('readVariable: settings read on every call', () => {
  it('gives the local defaults of the seed, its images and the npm start port', () => {
    expect(readVariable('CONTENT_SEED_PATH', {})).toBe('content/seed/data.ndjson');
    expect(readVariable('CONTENT_SEED_IMAGES_DIR', { CONTENT_SEED_IMAGES_DIR: ' /tmp/images ' })).toBe('/tmp/images');
    expect(readVariable('PORT', {})).toBe(4321);
    expect(readVariable('SANITY_LAKE_URL', { SANITY_LAKE_URL: 'http://127.0.0.1:3334/' })).toBe('http://127.0.0.1:3334');
  });

  it('gives each backend call 4000 ms unless BACKEND_TIMEOUT_MS names 100-30000 ms (more is cut to 30000)', () => {
    expect(readVariable('BACKEND_TIMEOUT_MS', {})).toBe(4000);
    expect(readVariable('BACKEND_TIMEOUT_MS', { BACKEND_TIMEOUT_MS: ' 800 ' })).toBe(800);
    expect(readVariable('BACKEND_TIMEOUT_MS', { BACKEND_TIMEOUT_MS: '60000' })).toBe(30_000);
    for (const ignored of ['99', 'soon', '']) expect(readVariable('BACKEND_TIMEOUT_MS', { BACKEND_TIMEOUT_MS: ignored })).toBe(4000);
    expect(readEnvironment({ BACKEND_TIMEOUT_MS: '1500' }).variables.BACKEND_TIMEOUT_MS).toBe(1500);
  });

  it('takes an https build hook, or plain http to this machine only, and names the variable when it refuses one', () => {
    expect(readVariable('NETLIFY_BUILD_HOOK_URL', {})).toBeUndefined();
    expect(readVariable('NETLIFY_BUILD_HOOK_URL', { NETLIFY_BUILD_HOOK_URL: ' https://api.netlify.com/build_hooks/x ' })).toBe(
      'https://api.netlify.com/build_hooks/x',
    );
    expect(readVariable('NETLIFY_BUILD_HOOK_URL', { NETLIFY_BUILD_HOOK_URL: 'http://127.0.0.1:9/build_hooks/x' })).toBe(
      'http://127.0.0.1:9/build_hooks/x',
    );
    expect(() => readVariable('NETLIFY_BUILD_HOOK_URL', { NETLIFY_BUILD_HOOK_URL: 'ftp://api.netlify.com/x' })).toThrow(
      new EnvironmentError(['NETLIFY_BUILD_HOOK_URL must be an https:// address']),
    );
  });
});

describe('readEnvironment: bad values', () => {
  it.each([
    [{ MAILGUN_REGION: 'asia' }, 'MAILGUN_REGION must be "eu" or "us", not "asia"'],
    [{ URL: 'www.example.com' }, 'URL is not an http(s) address'],
    [{ DEPLOY_PRIME_URL: 'deploy-preview-1--site.netlify.app' }, 'DEPLOY_PRIME_URL is not an http(s) address'],
    [{ SANITY_API_HOST: 'lake' }, 'SANITY_API_HOST is not an http(s) address'],
    [{ SANITY_LAKE_URL: 'ftp://lake' }, 'SANITY_LAKE_URL is not an http(s) address'],
    [
      { SANITY_LAKE_URL: 'http://lake.example.com:3334' },
      'SANITY_LAKE_URL must be a loopback address (the local content lake), not lake.example.com',
    ],
    [{ MAILGUN_API_BASE_URL: '127.0.0.1:1234' }, 'MAILGUN_API_BASE_URL is not an http(s) address'],
    [{ SANITY_PROJECT_ID: 'abc 123' }, 'SANITY_PROJECT_ID must be a Sanity project id (letters, digits and hyphens)'],
    [{ SANITY_DATASET: 'Production!' }, 'SANITY_DATASET must be a dataset name (lowercase letters, digits, _ and -), not "Production!"'],
    [{ SANITY_API_VERSION: 'latest' }, 'SANITY_API_VERSION must be a date such as 2025-02-19, not "latest"'],
    [
      { FIREBASE_PROJECT_ID: 'Maya Prod' },
      'FIREBASE_PROJECT_ID must be a Firebase project id (lowercase letters, digits and hyphens), not "Maya Prod"',
    ],
    [
      { FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' },
      'FIREBASE_AUTH_EMULATOR_HOST must be host:port (e.g. 127.0.0.1:9099), not "http://127.0.0.1:9099"',
    ],
    [{ FIRESTORE_EMULATOR_HOST: '127.0.0.1' }, 'FIRESTORE_EMULATOR_HOST must be host:port (e.g. 127.0.0.1:9099), not "127.0.0.1"'],
    [
      { FIREBASE_STORAGE_EMULATOR_HOST: 'localhost:' },
      'FIREBASE_STORAGE_EMULATOR_HOST must be host:port (e.g. 127.0.0.1:9099), not "localhost:"',
    ],
    [{ AUTH_EMULATOR_PORT: 'nine' }, 'AUTH_EMULATOR_PORT must be a port number (1-65535), not "nine"'],
    [{ FIRESTORE_EMULATOR_PORT: '70000' }, 'FIRESTORE_EMULATOR_PORT must be a port number (1-65535), not "70000"'],
    [{ EMULATOR_HUB_PORT: '0' }, 'EMULATOR_HUB_PORT must be a port number (1-65535), not "0"'],
    [{ EMULATOR_LOGGING_PORT: '45.5' }, 'EMULATOR_LOGGING_PORT must be a port number (1-65535), not "45.5"'],
    [{ PORT: 'http' }, 'PORT must be a port number (1-65535), not "http"'],
    [{ FIREBASE_SERVICE_ACCOUNT: '{"project_id":"x"}' }, 'FIREBASE_SERVICE_ACCOUNT must contain client_email and private_key'],
    [{ NETLIFY_BUILD_HOOK_URL: 'not an address' }, 'NETLIFY_BUILD_HOOK_URL is not a web address'],
    [{ NETLIFY_BUILD_HOOK_URL: 'http://api.netlify.com/build_hooks/x' }, 'NETLIFY_BUILD_HOOK_URL must be an https:// address'],
  ] as [EnvSource, string][])('refuses %o: %s', (source, message) => {
    expect(refusal(source)).toBe(message);
  });

  it('refuses an unreadable service account without repeating its secret', () => {
    const message = refusal({ FIREBASE_SERVICE_ACCOUNT: '{"private_key":"super-secret-key' });
    expect(message).toBe('FIREBASE_SERVICE_ACCOUNT is not valid JSON: paste the whole service account key file as its value');
    expect(message).not.toContain('super-secret-key');
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      readEnvironment({ MAILGUN_REGION: 'asia', AUTH_EMULATOR_PORT: 'x', FIREBASE_PROJECT_ID: 'fine-project' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvironmentError);
    expect((error as EnvironmentError).problems).toEqual([
      'AUTH_EMULATOR_PORT must be a port number (1-65535), not "x"',
      'MAILGUN_REGION must be "eu" or "us", not "asia"',
    ]);
    expect((error as Error).message).toMatch(/^The environment has 2 problems:\n {2}- AUTH_EMULATOR_PORT .*\n {2}- MAILGUN_REGION /);
  });

  it('lists bad values among the reasons a deploy refuses, without repeating secrets', () => {
    expect(deployProblems({ ...CLOUD_ENV, MAILGUN_REGION: 'asia' })).toEqual(['MAILGUN_REGION must be "eu" or "us", not "asia"']);
    expect(deployProblems({ ...CLOUD_ENV, FIREBASE_SERVICE_ACCOUNT: '{"client_email":"a@b"}' })).toEqual([
      expect.stringContaining('Firebase service account is missing or unreadable'),
    ]);
  });
});
