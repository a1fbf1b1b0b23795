// The server's configuration, read from the environment once per function instance.
import { resolve } from 'node:path';
import { integrationModes, type EnvSource, type IntegrationModes } from '../../src/lib/integrationModes';

export const LOCAL_FIREBASE_PROJECT_ID = 'demo-maya-linwood';

export type ServiceAccountCredentials = { projectId?: string; clientEmail: string; privateKey: string };

export type ServerEnv = {
  modes: IntegrationModes;
  firebase: {
    projectId: string;
    /** Absent in emulator mode and where the platform supplies application-default credentials. */
    serviceAccount?: ServiceAccountCredentials;
    storageBucket?: string;
  };
  mailgun?: { apiKey: string; domain: string; baseUrl: string };
  stripe?: { secretKey: string; webhookSecret?: string };
  /** Sender of every message, e.g. "Maya Linwood <hello@example.com>". */
  mailFrom: string;
  /** Root of local-mode files; the outbox and local storage live under it. */
  localDataDir: string;
  outboxDir: string;
  storageDir: string;
};

const MAILGUN_BASE_URLS = { us: 'https://api.mailgun.net', eu: 'https://api.eu.mailgun.net' } as const;

function value(env: EnvSource, name: string): string | undefined {
  const text = env[name]?.trim();
  return text ? text : undefined;
}

/** Hosting dashboards often store a PEM key with literal "\n"; the key parser needs real newlines. */
export function unescapePrivateKey(key: string): string {
  return key.replace(/\\n/g, '\n');
}

export function readServiceAccount(env: EnvSource): ServiceAccountCredentials | undefined {
  const json = value(env, 'FIREBASE_SERVICE_ACCOUNT');
  if (json) {
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(json) as Record<string, unknown>;
    } catch {
      // Never echo the value: it is a private key.
      throw new Error('FIREBASE_SERVICE_ACCOUNT is not valid JSON');
    }
    if (typeof parsed.client_email !== 'string' || typeof parsed.private_key !== 'string') {
      throw new Error('FIREBASE_SERVICE_ACCOUNT must contain client_email and private_key');
    }
    return {
      projectId: typeof parsed.project_id === 'string' ? parsed.project_id : undefined,
      clientEmail: parsed.client_email,
      privateKey: unescapePrivateKey(parsed.private_key),
    };
  }
  const clientEmail = value(env, 'FIREBASE_CLIENT_EMAIL');
  const privateKey = value(env, 'FIREBASE_PRIVATE_KEY');
  if (clientEmail && privateKey) return { clientEmail, privateKey: unescapePrivateKey(privateKey) };
  return undefined;
}

export function mailgunBaseUrl(env: EnvSource): string {
  const override = value(env, 'MAILGUN_API_BASE_URL');
  if (override) return override.replace(/\/+$/, '');
  const region = (value(env, 'MAILGUN_REGION') ?? 'us').toLowerCase();
  if (region !== 'us' && region !== 'eu') throw new Error(`MAILGUN_REGION must be "eu" or "us", not "${region}"`);
  return MAILGUN_BASE_URLS[region];
}

/**
 * `dir/name`. Deliberately not path.resolve: the function bundler's file tracer (@vercel/nft) reads
 * `resolve(<unknown>, 'storage')` as "any folder named storage" and globs the whole project for it,
 * which made bundling every function (deploys, and local serving before local-functions.mjs) take minutes.
 */
function inside(dir: string, name: string): string {
  return [dir.replace(/\/+$/, ''), name].join('/');
}

/** Builds the configuration from any environment object; relative LOCAL_DATA_DIR resolves against `cwd`. */
export function readServerEnv(env: EnvSource, cwd: string = process.cwd()): ServerEnv {
  const modes = integrationModes(env);
  const serviceAccount = readServiceAccount(env);
  const mailgunDomain = value(env, 'MAILGUN_DOMAIN');
  const localDataDir = resolve(cwd, value(env, 'LOCAL_DATA_DIR') ?? '.data');
  return {
    modes,
    firebase: {
      projectId: value(env, 'FIREBASE_PROJECT_ID') ?? serviceAccount?.projectId ?? LOCAL_FIREBASE_PROJECT_ID,
      serviceAccount,
      storageBucket: value(env, 'FIREBASE_STORAGE_BUCKET'),
    },
    mailgun:
      modes.mail === 'mailgun'
        ? { apiKey: value(env, 'MAILGUN_API_KEY')!, domain: mailgunDomain!, baseUrl: mailgunBaseUrl(env) }
        : undefined,
    stripe:
      modes.payments === 'stripe'
        ? { secretKey: value(env, 'STRIPE_SECRET_KEY')!, webhookSecret: value(env, 'STRIPE_WEBHOOK_SECRET') }
        : undefined,
    mailFrom: value(env, 'MAIL_FROM') ?? `no-reply@${mailgunDomain ?? 'localhost'}`,
    localDataDir,
    outboxDir: inside(localDataDir, 'outbox'),
    storageDir: inside(localDataDir, 'storage'),
  };
}

let cached: ServerEnv | undefined;

/** The configuration of this process, read on first use (functions and npm scripts run from the project root). */
export function serverEnv(): ServerEnv {
  cached ??= readServerEnv(process.env);
  return cached;
}
