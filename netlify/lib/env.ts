// The server's view of the one environment schema (src/lib/environment.ts): the same values, with the local-mode
// folders resolved against the working directory. Read once per function instance.
import { resolve } from 'node:path';
import {
  environment,
  readEnvironment,
  type EnvSource,
  type Environment,
  type IntegrationModes,
  type ServiceAccountCredentials,
} from '../../src/lib/environment';

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

/**
 * `dir/name`. Deliberately not path.resolve: the function bundler's file tracer (@vercel/nft) reads
 * `resolve(<unknown>, 'storage')` as "any folder named storage" and globs the whole project for it,
 * which made bundling every function (deploys, and local serving before local-functions.mjs) take minutes.
 */
function inside(dir: string, name: string): string {
  return [dir.replace(/\/+$/, ''), name].join('/');
}

function serverView(env: Environment, cwd: string): ServerEnv {
  const localDataDir = resolve(cwd, env.localDataDir);
  return {
    modes: env.modes,
    firebase: { projectId: env.firebase.projectId, serviceAccount: env.firebase.serviceAccount, storageBucket: env.firebase.storageBucket },
    mailgun: env.mailgun,
    stripe: env.stripe,
    mailFrom: env.mailFrom,
    localDataDir,
    outboxDir: inside(localDataDir, 'outbox'),
    storageDir: inside(localDataDir, 'storage'),
  };
}

/**
 * Builds the configuration from any environment object (tests); relative LOCAL_DATA_DIR resolves against `cwd`.
 * Throws an EnvironmentError naming every bad variable.
 */
export function readServerEnv(source: EnvSource, cwd: string = process.cwd()): ServerEnv {
  return serverView(readEnvironment(source), cwd);
}

let cached: ServerEnv | undefined;

/** The configuration of this process, read on first use (functions and npm scripts run from the project root). */
export function serverEnv(): ServerEnv {
  cached ??= serverView(environment(), process.cwd());
  return cached;
}
