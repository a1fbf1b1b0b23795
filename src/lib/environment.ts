// The environment in one place: every variable the site, its functions and its scripts read (type, default, the
// words of its refusal), and what follows from it (integration modes, local run or Netlify deploy, emulator hosts,
// the public Firebase config, the Sanity project). `environment()` parses process.env once per process;
// `readEnvironment(object)` parses any object (tests, and scripts that point themselves at emulators first).
// Imports only zod, so Node scripts (.mjs) import this file directly (Node strips the types) as well as the
// build and the functions' bundler.
import { z } from 'zod';

export type EnvSource = Readonly<Record<string, string | undefined>>;

export type ContentMode = 'sanity' | 'local';
export type AuthMode = 'firebase' | 'emulator';
export type DatabaseMode = 'firestore' | 'emulator';
export type PaymentsMode = 'stripe' | 'local';
export type MailMode = 'mailgun' | 'outbox';
export type StorageMode = 'cloud-storage' | 'local';

/** The Firebase project of local runs: `demo-*` ids work only against the emulators, never a real project. */
export const LOCAL_FIREBASE_PROJECT_ID = 'demo-maya-linwood';
/** The web SDK's API key under the Auth emulator, which accepts any. */
export const LOCAL_API_KEY = 'demo-key-local';
/** Where the local emulators listen: this machine only. */
export const EMULATOR_HOST = '127.0.0.1';
export const DEFAULT_EMULATOR_PORTS = { auth: 9099, firestore: 8080, hub: 4400, logging: 4500 } as const;
/** The port `npm start` serves on when PORT is not set (scripts/lib/local-stack.mjs). */
export const DEFAULT_LOCAL_PORT = 4321;
const MAILGUN_BASE_URLS = { us: 'https://api.mailgun.net', eu: 'https://api.eu.mailgun.net' } as const;
const FIREBASE_EMULATOR_VARIABLES = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST'];
/** Deploy contexts that run on this machine, not on Netlify: the Netlify CLI's `netlify dev`. */
const LOCAL_CONTEXTS: readonly string[] = ['dev'];
/** Netlify deploys that are not production: their own address is DEPLOY_PRIME_URL (URL is production's). */
export const PREVIEW_CONTEXTS: readonly string[] = ['deploy-preview', 'branch-deploy'];

/** True when the value is an absolute http(s) address. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** True when the value is an address of this machine (local stand-ins, never reachable from elsewhere). */
function isLoopbackAddress(value: string): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(value).hostname);
}

/** Hosting dashboards often store a PEM key with literal "\n"; the key parser needs real newlines. */
export function unescapePrivateKey(key: string): string {
  return key.replace(/\\n/g, '\n');
}

// ---- The variables ----

/** A variable counts as set only when it holds something other than whitespace; its value is trimmed. */
const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** An optional variable whose value, when set, must pass `schema`. */
function optional<Out>(schema: z.ZodType<Out, string>) {
  return text.pipe(schema.optional());
}

function webAddress(name: string) {
  return z.string().refine(isWebAddress, { error: `${name} is not an http(s) address` });
}

function port(name: string, fallback: number) {
  return optional(
    z
      .string()
      .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535, {
        error: (issue) => `${name} must be a port number (1-65535), not "${String(issue.input)}"`,
      })
      .transform(Number),
  ).transform((value) => value ?? fallback);
}

function hostAndPort(name: string) {
  return z.string().regex(/^(?:\[[0-9a-fA-F:]+\]|[^\s:/[\]]+):\d{1,5}$/, {
    error: (issue) => `${name} must be host:port (e.g. 127.0.0.1:9099), not "${String(issue.input)}"`,
  });
}

const DEFAULT_BACKEND_TIMEOUT_MS = 4000;

/** BACKEND_TIMEOUT_MS: 100-30000 milliseconds (more is cut to 30000); anything else, or unset, is the default. */
const backendTimeout = z
  .string()
  .optional()
  .transform((value) => {
    const ms = Number(value);
    return Number.isFinite(ms) && ms >= 100 ? Math.min(ms, 30_000) : DEFAULT_BACKEND_TIMEOUT_MS;
  });

/** NETLIFY_BUILD_HOOK_URL: https, or plain http to this machine (tests and local stand-ins). */
const buildHookAddress = z
  .string()
  .refine((value) => URL.canParse(value), { error: 'NETLIFY_BUILD_HOOK_URL is not a web address', abort: true })
  .refine(
    (value) => {
      const { protocol } = new URL(value);
      return protocol === 'https:' || (protocol === 'http:' && isLoopbackAddress(value));
    },
    { error: 'NETLIFY_BUILD_HOOK_URL must be an https:// address' },
  );

export type ServiceAccountCredentials = { projectId?: string; clientEmail: string; privateKey: string };

/** A service account key file's JSON (FIREBASE_SERVICE_ACCOUNT and the like). Its messages never echo the value: it holds a private key. */
const serviceAccountJsonIn = (name: string) =>
  z.string().transform((json, ctx): ServiceAccountCredentials => {
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(json) as Record<string, unknown>;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: `${name} is not valid JSON: paste the whole service account key file as its value`,
      });
      return z.NEVER;
    }
    if (typeof parsed?.client_email !== 'string' || typeof parsed.private_key !== 'string') {
      ctx.addIssue({ code: 'custom', message: `${name} must contain client_email and private_key` });
      return z.NEVER;
    }
    return {
      projectId: typeof parsed.project_id === 'string' ? parsed.project_id : undefined,
      clientEmail: parsed.client_email,
      privateKey: unescapePrivateKey(parsed.private_key),
    };
  });

/**
 * Every variable, parsed: blank means unset, values are trimmed, defaults applied. The README's tables
 * ("Environment variables") describe each for people; this is the same list for the code.
 */
export const variablesSchema = z.object({
  // Netlify: CONTEXT and NETLIFY at build time; at run time the handler passes the request's deploy context.
  CONTEXT: text,
  NETLIFY: text,
  NETLIFY_DEV: text,
  /** The site's public origin: links in e-mails and checkout return addresses. */
  URL: optional(webAddress('URL')),
  /** A deploy preview's or branch deploy's own address (Netlify sets it at build time): their e-mails link there. */
  DEPLOY_PRIME_URL: optional(webAddress('DEPLOY_PRIME_URL')),

  SANITY_PROJECT_ID: optional(
    z.string().regex(/^[a-z0-9-]+$/i, { error: 'SANITY_PROJECT_ID must be a Sanity project id (letters, digits and hyphens)' }),
  ),
  SANITY_DATASET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, {
      error: (issue) => `SANITY_DATASET must be a dataset name (lowercase letters, digits, _ and -), not "${String(issue.input)}"`,
    }),
  ).transform((value) => value ?? 'production'),
  SANITY_API_VERSION: optional(
    z.string().regex(/^(?:v?\d{4}-\d{2}-\d{2}|v?1|X)$/, {
      error: (issue) => `SANITY_API_VERSION must be a date such as 2025-02-19, not "${String(issue.input)}"`,
    }),
  ).transform((value) => value ?? '2025-02-19'),
  SANITY_READ_TOKEN: text,
  /** A Sanity token with write access (Editor): the course builder removes a deleted session's written lesson and
   * writes each lesson's place (course, session order) for the Studio's list. Unset: those writes are reported as not done. */
  SANITY_WRITE_TOKEN: text,
  /** Sanity Studio's address (e.g. https://maya-linwood.sanity.studio): the course builder links to a course's page there. */
  PUBLIC_SANITY_STUDIO_URL: optional(webAddress('PUBLIC_SANITY_STUDIO_URL').transform((value) => value.replace(/\/+$/, ''))),
  /** The local content lake's port (npm start, npm run lake; scripts/lib/sanity-lake/config.mjs), default PORT - 987. */
  SANITY_LAKE_PORT: optional(
    z
      .string()
      .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535, {
        error: (issue) => `SANITY_LAKE_PORT must be a port number (1-65535), not "${String(issue.input)}"`,
      })
      .transform(Number),
  ),
  /** Local only (refused on deploy): points the real @sanity/client at a stand-in for Sanity's API. */
  SANITY_API_HOST: optional(webAddress('SANITY_API_HOST')),
  /** Set by `npm start`: local content mode reads the local content lake. Refused on deploy. */
  SANITY_LAKE_URL: optional(
    webAddress('SANITY_LAKE_URL')
      .refine((value) => !isWebAddress(value) || isLoopbackAddress(value), {
        error: (issue) =>
          `SANITY_LAKE_URL must be a loopback address (the local content lake), not ${new URL(String(issue.input)).hostname}`,
      })
      .transform((value) => value.replace(/\/$/, '')),
  ),

  FIREBASE_PROJECT_ID: optional(
    z.string().regex(/^[a-z0-9-]+$/, {
      error: (issue) =>
        `FIREBASE_PROJECT_ID must be a Firebase project id (lowercase letters, digits and hyphens), not "${String(issue.input)}"`,
    }),
  ),
  FIREBASE_SERVICE_ACCOUNT: optional(serviceAccountJsonIn('FIREBASE_SERVICE_ACCOUNT')),
  /** The build's own read-only key (Cloud Datastore Viewer) for the course catalog; else the build uses the one above. */
  CATALOG_READER_SERVICE_ACCOUNT: optional(serviceAccountJsonIn('CATALOG_READER_SERVICE_ACCOUNT')),
  FIREBASE_CLIENT_EMAIL: text,
  FIREBASE_PRIVATE_KEY: optional(z.string().transform(unescapePrivateKey)),
  GOOGLE_APPLICATION_CREDENTIALS: text,
  FIREBASE_STORAGE_BUCKET: text,
  FIREBASE_AUTH_EMULATOR_HOST: optional(hostAndPort('FIREBASE_AUTH_EMULATOR_HOST')),
  FIRESTORE_EMULATOR_HOST: optional(hostAndPort('FIRESTORE_EMULATOR_HOST')),
  FIREBASE_STORAGE_EMULATOR_HOST: optional(hostAndPort('FIREBASE_STORAGE_EMULATOR_HOST')),
  PUBLIC_FIREBASE_API_KEY: text,
  PUBLIC_FIREBASE_AUTH_DOMAIN: text,
  // The ports `npm start` gives its emulators (the hosts above name them for everything else).
  AUTH_EMULATOR_PORT: port('AUTH_EMULATOR_PORT', DEFAULT_EMULATOR_PORTS.auth),
  FIRESTORE_EMULATOR_PORT: port('FIRESTORE_EMULATOR_PORT', DEFAULT_EMULATOR_PORTS.firestore),
  EMULATOR_HUB_PORT: port('EMULATOR_HUB_PORT', DEFAULT_EMULATOR_PORTS.hub),
  EMULATOR_LOGGING_PORT: port('EMULATOR_LOGGING_PORT', DEFAULT_EMULATOR_PORTS.logging),

  STRIPE_SECRET_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,

  MAILGUN_API_KEY: text,
  MAILGUN_DOMAIN: text,
  MAILGUN_REGION: optional(
    z
      .string()
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(['us', 'eu'], { error: (issue) => `MAILGUN_REGION must be "eu" or "us", not "${String(issue.input)}"` })),
  ).transform((value) => value ?? 'us'),
  /** Tests: a local stand-in for Mailgun's API. */
  MAILGUN_API_BASE_URL: optional(webAddress('MAILGUN_API_BASE_URL').transform((value) => value.replace(/\/+$/, ''))),
  /** Sender of every message, e.g. "Maya Linwood <hello@example.com>". */
  MAIL_FROM: text,

  /** The deadline of each backend call (Firestore, Auth, Stripe, Mailgun, storage), in milliseconds. */
  BACKEND_TIMEOUT_MS: backendTimeout,
  /** The build hook the course builder calls once after a change the public sees; unset: no rebuild is asked for. */
  NETLIFY_BUILD_HOOK_URL: optional(buildHookAddress),

  /** Root of local-mode files (outbox, storage), relative to the working directory. */
  LOCAL_DATA_DIR: text.transform((value) => value ?? '.data'),
  /** The port `npm start` serves on: local mode's public origin when URL is unset. */
  PORT: port('PORT', DEFAULT_LOCAL_PORT),
  /** Local content mode: the seed documents and their image files (tests point these at copies). */
  CONTENT_SEED_PATH: text.transform((value) => value ?? 'content/seed/data.ndjson'),
  CONTENT_SEED_IMAGES_DIR: text.transform((value) => value ?? 'content/seed/images'),
});

export type EnvironmentVariables = z.output<typeof variablesSchema>;
export type VariableName = keyof EnvironmentVariables;

/** Bad values: one line per variable, naming it (never the value of a secret). Nothing was configured. */
export class EnvironmentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      problems.length === 1
        ? problems[0]
        : `The environment has ${problems.length} problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'EnvironmentError';
    this.problems = problems;
  }
}

function problemsOf(error: z.ZodError): { variable: string; message: string }[] {
  return error.issues.map((issue) => ({ variable: String(issue.path[0] ?? ''), message: issue.message }));
}

/** The variables of `source`, validated; throws an EnvironmentError naming every bad one. */
export function readVariables(source: EnvSource): EnvironmentVariables {
  const result = variablesSchema.safeParse(source);
  if (!result.success) throw new EnvironmentError(problemsOf(result.error).map((problem) => problem.message));
  return result.data;
}

/**
 * One variable of `source`, checked as the schema checks it: for settings read on every call rather than once per
 * process (deadlines, the build hook), so a changed value applies at once. Throws an EnvironmentError naming it.
 */
export function readVariable<Name extends VariableName>(name: Name, source: EnvSource): EnvironmentVariables[Name] {
  const result = variablesSchema.shape[name].safeParse(source[name]);
  if (!result.success) throw new EnvironmentError(result.error.issues.map((issue) => issue.message));
  return result.data as EnvironmentVariables[Name];
}

// ---- What follows from the variables ----

/** The presence of a variable (set, not blank): all the integration modes depend on, so they never fail. */
function isSet(source: EnvSource, name: string): boolean {
  return (source[name] ?? '').trim() !== '';
}

/** True when any Firebase emulator is configured: then no real Firebase project may be touched. */
export function usesFirebaseEmulators(source: EnvSource): boolean {
  return FIREBASE_EMULATOR_VARIABLES.some((name) => isSet(source, name));
}

export function contentMode(source: EnvSource): ContentMode {
  return isSet(source, 'SANITY_PROJECT_ID') ? 'sanity' : 'local';
}

export function authMode(source: EnvSource): AuthMode {
  return isSet(source, 'FIREBASE_AUTH_EMULATOR_HOST') ? 'emulator' : 'firebase';
}

export function databaseMode(source: EnvSource): DatabaseMode {
  return isSet(source, 'FIRESTORE_EMULATOR_HOST') ? 'emulator' : 'firestore';
}

export function paymentsMode(source: EnvSource): PaymentsMode {
  return isSet(source, 'STRIPE_SECRET_KEY') ? 'stripe' : 'local';
}

export function mailMode(source: EnvSource): MailMode {
  return isSet(source, 'MAILGUN_API_KEY') && isSet(source, 'MAILGUN_DOMAIN') ? 'mailgun' : 'outbox';
}

export function storageMode(source: EnvSource): StorageMode {
  // With emulators there are no credentials, so a real bucket must never be used alongside them.
  return isSet(source, 'FIREBASE_STORAGE_BUCKET') && !usesFirebaseEmulators(source) ? 'cloud-storage' : 'local';
}

/** Which implementation each integration runs on (GET /api/health reports these). */
export function integrationModes(source: EnvSource) {
  return {
    content: contentMode(source),
    auth: authMode(source),
    database: databaseMode(source),
    payments: paymentsMode(source),
    mail: mailMode(source),
    storage: storageMode(source),
  };
}

/** The integrations and the implementation each runs on: whatever integrationModes gives, never a second list. */
export type IntegrationModes = ReturnType<typeof integrationModes>;

/**
 * True on every Netlify deploy (production, deploy-preview, branch-deploy): each must refuse local payments, mail,
 * storage and emulator auth exactly as production does. Netlify sets CONTEXT (and NETLIFY=true) at build time
 * only; at function runtime the caller passes the deploy context it got from the request (netlify/lib/handler.ts).
 * Local runs (`npm start`, `npm run serve`, tests) set neither; `netlify dev` counts as local.
 */
export function isNetlifyDeployContext(source: EnvSource): boolean {
  const context = (source.CONTEXT ?? '').trim();
  if (context) return !LOCAL_CONTEXTS.includes(context);
  return (source.NETLIFY ?? '').trim() === 'true' && !isSet(source, 'NETLIFY_DEV');
}

export type EmulatorPorts = { auth: number; firestore: number; hub: number; logging: number };

/** The addresses of emulators listening on these ports on this machine. */
export function localEmulatorHosts(ports: EmulatorPorts): { auth: string; firestore: string } {
  return { auth: `${EMULATOR_HOST}:${ports.auth}`, firestore: `${EMULATOR_HOST}:${ports.firestore}` };
}

/** The web SDK's configuration as GET /api/public-config gives it to the browser: public values only. */
export type PublicFirebaseConfig = { apiKey: string; authDomain: string; projectId: string; authEmulatorUrl?: string };

export type Environment = {
  variables: EnvironmentVariables;
  modes: IntegrationModes;
  /** A Netlify deploy (refuses local integrations: assertDeployable), or a run on this machine; CONTEXT if set. */
  deploy: { netlify: boolean; context?: string };
  firebase: {
    /** FIREBASE_PROJECT_ID, else the service account's project, else the local demo project. */
    projectId: string;
    /** Absent in emulator mode and where the platform supplies application-default credentials. */
    serviceAccount?: ServiceAccountCredentials;
    /** Any credentials for a real project, application-default ones included. */
    hasCredentials: boolean;
    storageBucket?: string;
    usesEmulators: boolean;
    emulatorHosts: { auth?: string; firestore?: string; storage?: string };
    /** The ports `npm start` gives its emulators. */
    emulatorPorts: EmulatorPorts;
  };
  /** What the browser may know (GET /api/public-config): no secrets. */
  publicFirebase: PublicFirebaseConfig;
  /** Present in Sanity content mode. */
  sanity?: { projectId: string; dataset: string; apiVersion: string; readToken?: string; writeToken?: string; apiHost?: string };
  /** The local content lake `npm start` runs (local content mode). */
  sanityLakeUrl?: string;
  /** Sanity Studio's address, for the course builder's links; none in Sanity mode without PUBLIC_SANITY_STUDIO_URL. */
  sanityStudioUrl?: string;
  mailgun?: { apiKey: string; domain: string; baseUrl: string };
  stripe?: { secretKey: string; webhookSecret?: string };
  mailFrom: string;
  /** Root of local-mode files, as configured (relative to the working directory unless absolute). */
  localDataDir: string;
};

function serviceAccountOf(variables: EnvironmentVariables): ServiceAccountCredentials | undefined {
  if (variables.FIREBASE_SERVICE_ACCOUNT) return variables.FIREBASE_SERVICE_ACCOUNT;
  const { FIREBASE_CLIENT_EMAIL: clientEmail, FIREBASE_PRIVATE_KEY: privateKey } = variables;
  return clientEmail && privateKey ? { clientEmail, privateKey } : undefined;
}

function publicFirebaseOf(variables: EnvironmentVariables, projectId: string): PublicFirebaseConfig {
  const authDomain = `${projectId}.firebaseapp.com`;
  const emulatorHost = variables.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulatorHost) return { apiKey: LOCAL_API_KEY, authDomain, projectId, authEmulatorUrl: `http://${emulatorHost}` };
  return { apiKey: variables.PUBLIC_FIREBASE_API_KEY ?? '', authDomain: variables.PUBLIC_FIREBASE_AUTH_DOMAIN ?? authDomain, projectId };
}

/** How far below the site's PORT the local content lake listens by default (scripts/lib/sanity-lake/config.mjs). */
export const LAKE_PORT_BELOW_SITE = 987;

/**
 * Sanity Studio's address: PUBLIC_SANITY_STUDIO_URL, else in local content mode the Studio the local content lake
 * serves (npm start, npm run lake) at localhost (the local Studio sends its API calls to <project>.localhost).
 */
function sanityStudioUrlOf(variables: EnvironmentVariables, modes: IntegrationModes): string | undefined {
  if (variables.PUBLIC_SANITY_STUDIO_URL) return variables.PUBLIC_SANITY_STUDIO_URL;
  if (modes.content !== 'local') return undefined;
  return `http://localhost:${variables.SANITY_LAKE_PORT ?? variables.PORT - LAKE_PORT_BELOW_SITE}`;
}

/** Parses `source` and derives everything from it; throws an EnvironmentError naming every bad variable. */
export function readEnvironment(source: EnvSource): Environment {
  const variables = readVariables(source);
  const v = variables; // short name for the many reads below
  const modes = integrationModes(source);
  const serviceAccount = serviceAccountOf(v);
  const projectId = v.FIREBASE_PROJECT_ID ?? serviceAccount?.projectId ?? LOCAL_FIREBASE_PROJECT_ID;
  return {
    variables,
    modes,
    deploy: { netlify: isNetlifyDeployContext(source), context: v.CONTEXT },
    firebase: {
      projectId,
      serviceAccount,
      hasCredentials: Boolean(serviceAccount || v.GOOGLE_APPLICATION_CREDENTIALS),
      storageBucket: v.FIREBASE_STORAGE_BUCKET,
      usesEmulators: usesFirebaseEmulators(source),
      emulatorHosts: {
        auth: v.FIREBASE_AUTH_EMULATOR_HOST,
        firestore: v.FIRESTORE_EMULATOR_HOST,
        storage: v.FIREBASE_STORAGE_EMULATOR_HOST,
      },
      emulatorPorts: {
        auth: v.AUTH_EMULATOR_PORT,
        firestore: v.FIRESTORE_EMULATOR_PORT,
        hub: v.EMULATOR_HUB_PORT,
        logging: v.EMULATOR_LOGGING_PORT,
      },
    },
    publicFirebase: publicFirebaseOf(variables, projectId),
    sanity: v.SANITY_PROJECT_ID
      ? {
          projectId: v.SANITY_PROJECT_ID,
          dataset: v.SANITY_DATASET,
          apiVersion: v.SANITY_API_VERSION,
          readToken: v.SANITY_READ_TOKEN,
          writeToken: v.SANITY_WRITE_TOKEN,
          apiHost: v.SANITY_API_HOST,
        }
      : undefined,
    sanityLakeUrl: v.SANITY_LAKE_URL,
    sanityStudioUrl: sanityStudioUrlOf(v, modes),
    mailgun:
      modes.mail === 'mailgun'
        ? { apiKey: v.MAILGUN_API_KEY!, domain: v.MAILGUN_DOMAIN!, baseUrl: v.MAILGUN_API_BASE_URL ?? MAILGUN_BASE_URLS[v.MAILGUN_REGION] }
        : undefined,
    stripe: modes.payments === 'stripe' ? { secretKey: v.STRIPE_SECRET_KEY!, webhookSecret: v.STRIPE_WEBHOOK_SECRET } : undefined,
    mailFrom: v.MAIL_FROM ?? `no-reply@${v.MAILGUN_DOMAIN ?? 'localhost'}`,
    localDataDir: v.LOCAL_DATA_DIR,
  };
}

let cached: Environment | undefined;

/** This process's environment, parsed on first use (functions, the build and npm scripts). */
export function environment(): Environment {
  cached ??= readEnvironment(process.env);
  return cached;
}

// ---- The deploy guard ----

/**
 * Every reason this environment cannot serve a Netlify deploy: integrations still local or emulated, cloud
 * variables missing, bad values. Names variables only, never their values. Never throws.
 */
export function deployProblems(source: EnvSource): string[] {
  const modes = integrationModes(source);
  const parsed = variablesSchema.safeParse(source);
  const badValues = parsed.success ? [] : problemsOf(parsed.error);
  const problems: string[] = [];
  const missing = (names: string[]): string[] => names.filter((name) => !isSet(source, name));

  if (modes.content === 'local') problems.push('content uses the local seed (set SANITY_PROJECT_ID and SANITY_DATASET)');
  // The local content lake (npm start) and a local stand-in for Sanity's API are for this machine only.
  if (isSet(source, 'SANITY_LAKE_URL')) problems.push('content points at the local content lake (unset SANITY_LAKE_URL)');
  if (isSet(source, 'SANITY_API_HOST')) problems.push('the Sanity client points at a local API host (unset SANITY_API_HOST)');
  if (modes.auth === 'emulator') problems.push('auth uses the Firebase Auth emulator (unset FIREBASE_AUTH_EMULATOR_HOST)');
  if (modes.database === 'emulator') problems.push('database uses the Firestore emulator (unset FIRESTORE_EMULATOR_HOST)');
  if (isSet(source, 'FIREBASE_STORAGE_EMULATOR_HOST'))
    problems.push('storage points at an emulator (unset FIREBASE_STORAGE_EMULATOR_HOST)');
  if (modes.payments === 'local') problems.push('payments use the local test checkout (set STRIPE_SECRET_KEY)');
  if (modes.mail === 'outbox') problems.push('mail goes to the local outbox (set MAILGUN_API_KEY and MAILGUN_DOMAIN)');
  if (modes.storage === 'local') {
    problems.push(
      isSet(source, 'FIREBASE_STORAGE_BUCKET')
        ? 'storage uses a local folder because Firebase emulators are configured'
        : 'storage uses a local folder (set FIREBASE_STORAGE_BUCKET)',
    );
  }

  const projectId = (source.FIREBASE_PROJECT_ID ?? '').trim();
  if (!projectId) problems.push('FIREBASE_PROJECT_ID is not set');
  else if (projectId.startsWith('demo-')) problems.push(`FIREBASE_PROJECT_ID "${projectId}" is an emulator-only demo project`);
  // Given in either form, and readable (a bad FIREBASE_SERVICE_ACCOUNT is one of the bad values below).
  const unreadableAccount = badValues.some((problem) => problem.variable === 'FIREBASE_SERVICE_ACCOUNT');
  const givenAccount =
    isSet(source, 'FIREBASE_SERVICE_ACCOUNT') || (isSet(source, 'FIREBASE_CLIENT_EMAIL') && isSet(source, 'FIREBASE_PRIVATE_KEY'));
  if (unreadableAccount || !givenAccount) {
    problems.push(
      'Firebase service account is missing or unreadable (set FIREBASE_SERVICE_ACCOUNT as JSON, or FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY)',
    );
  }
  // URL: the site's public address, for links in e-mails and checkout return addresses (Netlify sets it).
  const missingCloud = missing(['STRIPE_WEBHOOK_SECRET', 'MAIL_FROM', 'URL']);
  if (missingCloud.length > 0) problems.push(`missing ${missingCloud.join(', ')}`);
  // Every other bad value (URL not a web address, a wrong MAILGUN_REGION, ...), in its own words.
  for (const problem of badValues) {
    if (problem.variable !== 'FIREBASE_SERVICE_ACCOUNT') problems.push(problem.message);
  }
  return problems;
}

/** On every Netlify deploy context, throws one error naming everything still local, missing or bad; locally does nothing. */
export function assertDeployable(source: EnvSource): void {
  if (!isNetlifyDeployContext(source)) return;
  const problems = deployProblems(source);
  if (problems.length === 0) return;
  const context = (source.CONTEXT ?? '').trim() || 'Netlify';
  throw new Error(
    `Refusing to run in the ${context} context on local or incomplete integrations (every Netlify deploy refuses them):\n${problems
      .map((problem) => `  - ${problem}`)
      .join('\n')}`,
  );
}
