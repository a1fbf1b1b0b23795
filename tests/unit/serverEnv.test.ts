import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The server's view of the environment schema (its rules are tested in environment.test.ts).
import { readServerEnv } from '../../netlify/lib/env';

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

  it('refuses a bad variable, naming it', () => {
    expect(() => readServerEnv({ MAILGUN_API_KEY: 'key', MAILGUN_DOMAIN: 'mg.example.com', MAILGUN_REGION: 'asia' })).toThrow(
      'MAILGUN_REGION must be "eu" or "us", not "asia"',
    );
  });
});
