import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailgunBaseUrl, readServerEnv, readServiceAccount } from '../../netlify/lib/env';

describe('readServerEnv', () => {
  it('defaults to the local demo project and a .data folder under the working directory', () => {
    const env = readServerEnv({}, '/srv/site');
    expect(env.firebase.projectId).toBe('demo-maya-linwood');
    expect(env.firebase.serviceAccount).toBeUndefined();
    expect(env.localDataDir).toBe('/srv/site/.data');
    expect(env.outboxDir).toBe('/srv/site/.data/outbox');
    expect(env.storageDir).toBe('/srv/site/.data/storage');
    expect(env.mailgun).toBeUndefined();
    expect(env.stripe).toBeUndefined();
  });

  it('honours FIREBASE_PROJECT_ID and LOCAL_DATA_DIR (relative or absolute)', () => {
    expect(readServerEnv({ FIREBASE_PROJECT_ID: 'demo-test', LOCAL_DATA_DIR: '.test-data' }, '/srv/site')).toMatchObject({
      firebase: { projectId: 'demo-test' },
      outboxDir: join('/srv/site/.test-data', 'outbox'),
    });
    expect(readServerEnv({ LOCAL_DATA_DIR: '/tmp/x' }, '/srv/site').storageDir).toBe('/tmp/x/storage');
  });

  it('takes the project id from the service account when FIREBASE_PROJECT_ID is unset', () => {
    const env = readServerEnv({
      FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ project_id: 'maya', client_email: 'a@b', private_key: 'k' }),
    });
    expect(env.firebase.projectId).toBe('maya');
  });

  it('configures Mailgun only when key and domain are both set', () => {
    const env = readServerEnv({ MAILGUN_API_KEY: 'key', MAILGUN_DOMAIN: 'mg.example.com', MAILGUN_REGION: 'eu' });
    expect(env.mailgun).toEqual({ apiKey: 'key', domain: 'mg.example.com', baseUrl: 'https://api.eu.mailgun.net' });
    expect(env.mailFrom).toBe('no-reply@mg.example.com');
    expect(readServerEnv({ MAILGUN_API_KEY: 'key' }).mailgun).toBeUndefined();
  });
});

describe('readServiceAccount', () => {
  it('reads the JSON form and turns escaped newlines in the key into real ones', () => {
    const account = readServiceAccount({
      FIREBASE_SERVICE_ACCOUNT: JSON.stringify({
        project_id: 'maya',
        client_email: 'fn@maya.iam.gserviceaccount.com',
        private_key: '-----BEGIN PRIVATE KEY-----\\nAAA\\n-----END PRIVATE KEY-----\\n',
      }),
    });
    expect(account).toEqual({
      projectId: 'maya',
      clientEmail: 'fn@maya.iam.gserviceaccount.com',
      privateKey: '-----BEGIN PRIVATE KEY-----\nAAA\n-----END PRIVATE KEY-----\n',
    });
  });

  it('reads the two-variable form with \\n unescaping', () => {
    expect(readServiceAccount({ FIREBASE_CLIENT_EMAIL: 'fn@x', FIREBASE_PRIVATE_KEY: 'line1\\nline2' })).toEqual({
      clientEmail: 'fn@x',
      privateKey: 'line1\nline2',
    });
  });

  it('is undefined without credentials, and rejects broken JSON without echoing it', () => {
    expect(readServiceAccount({})).toBeUndefined();
    expect(() => readServiceAccount({ FIREBASE_SERVICE_ACCOUNT: '{"private_key":"secret' })).toThrow(
      /^FIREBASE_SERVICE_ACCOUNT is not valid JSON$/,
    );
    expect(() => readServiceAccount({ FIREBASE_SERVICE_ACCOUNT: '{"project_id":"x"}' })).toThrow(/client_email and private_key/);
  });
});

describe('mailgunBaseUrl', () => {
  it('chooses by region, defaulting to the US API, and lets tests override it', () => {
    expect(mailgunBaseUrl({})).toBe('https://api.mailgun.net');
    expect(mailgunBaseUrl({ MAILGUN_REGION: 'EU' })).toBe('https://api.eu.mailgun.net');
    expect(mailgunBaseUrl({ MAILGUN_REGION: 'eu', MAILGUN_API_BASE_URL: 'http://127.0.0.1:1234/' })).toBe('http://127.0.0.1:1234');
    expect(() => mailgunBaseUrl({ MAILGUN_REGION: 'asia' })).toThrow(/MAILGUN_REGION/);
  });
});
