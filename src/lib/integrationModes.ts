// Which implementation each integration runs on, decided from an environment object alone.
// Pure: no imports, no Node APIs, so the build, the functions and the tests share one answer.

export type EnvSource = Readonly<Record<string, string | undefined>>;

export type ContentMode = 'sanity' | 'local';
export type AuthMode = 'firebase' | 'emulator';
export type DatabaseMode = 'firestore' | 'emulator';
export type PaymentsMode = 'stripe' | 'local';
export type MailMode = 'mailgun' | 'outbox';
export type StorageMode = 'cloud-storage' | 'local';

export type IntegrationModes = {
  content: ContentMode;
  auth: AuthMode;
  database: DatabaseMode;
  payments: PaymentsMode;
  mail: MailMode;
  storage: StorageMode;
};

/** A variable counts as set only when it holds something other than whitespace. */
function isSet(env: EnvSource, name: string): boolean {
  return (env[name] ?? '').trim() !== '';
}

/** True when any Firebase emulator is configured: then no real Firebase project may be touched. */
export function usesFirebaseEmulators(env: EnvSource): boolean {
  return ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST'].some((name) =>
    isSet(env, name),
  );
}

export function contentMode(env: EnvSource): ContentMode {
  return isSet(env, 'SANITY_PROJECT_ID') ? 'sanity' : 'local';
}

export function authMode(env: EnvSource): AuthMode {
  return isSet(env, 'FIREBASE_AUTH_EMULATOR_HOST') ? 'emulator' : 'firebase';
}

export function databaseMode(env: EnvSource): DatabaseMode {
  return isSet(env, 'FIRESTORE_EMULATOR_HOST') ? 'emulator' : 'firestore';
}

export function paymentsMode(env: EnvSource): PaymentsMode {
  return isSet(env, 'STRIPE_SECRET_KEY') ? 'stripe' : 'local';
}

export function mailMode(env: EnvSource): MailMode {
  return isSet(env, 'MAILGUN_API_KEY') && isSet(env, 'MAILGUN_DOMAIN') ? 'mailgun' : 'outbox';
}

export function storageMode(env: EnvSource): StorageMode {
  // With emulators there are no credentials, so a real bucket must never be used alongside them.
  return isSet(env, 'FIREBASE_STORAGE_BUCKET') && !usesFirebaseEmulators(env) ? 'cloud-storage' : 'local';
}

export function integrationModes(env: EnvSource): IntegrationModes {
  return {
    content: contentMode(env),
    auth: authMode(env),
    database: databaseMode(env),
    payments: paymentsMode(env),
    mail: mailMode(env),
    storage: storageMode(env),
  };
}

/** Deploy contexts that run on this machine, not on Netlify: the Netlify CLI's `netlify dev`. */
const LOCAL_CONTEXTS: readonly string[] = ['dev'];

/**
 * True on every Netlify deploy (production, deploy-preview, branch-deploy): each must refuse local payments, mail,
 * storage and emulator auth exactly as production does. Netlify sets CONTEXT (and NETLIFY=true) at build time
 * only; at function runtime the caller passes the deploy context it got from the request (netlify/lib/handler.ts).
 * Local runs (`npm start`, `npm run serve`, tests) set neither; `netlify dev` counts as local.
 */
export function isNetlifyDeployContext(env: EnvSource): boolean {
  const context = (env.CONTEXT ?? '').trim();
  if (context) return !LOCAL_CONTEXTS.includes(context);
  return (env.NETLIFY ?? '').trim() === 'true' && !isSet(env, 'NETLIFY_DEV');
}

/** The deploy context's name for messages ("production", "deploy-preview", ...). */
function contextName(env: EnvSource): string {
  return (env.CONTEXT ?? '').trim() || 'Netlify';
}

/** True when the value is an absolute http(s) address. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function hasServiceAccount(env: EnvSource): boolean {
  if (isSet(env, 'FIREBASE_CLIENT_EMAIL') && isSet(env, 'FIREBASE_PRIVATE_KEY')) return true;
  if (!isSet(env, 'FIREBASE_SERVICE_ACCOUNT')) return false;
  try {
    const parsed = JSON.parse(env.FIREBASE_SERVICE_ACCOUNT!) as Record<string, unknown>;
    return typeof parsed.client_email === 'string' && typeof parsed.private_key === 'string';
  } catch {
    return false;
  }
}

/**
 * Every reason this environment cannot serve production: integrations still local or emulated, and
 * cloud variables missing. Names variables only, never their values.
 */
export function deployProblems(env: EnvSource): string[] {
  const modes = integrationModes(env);
  const problems: string[] = [];
  const missing = (names: string[]): string[] => names.filter((name) => !isSet(env, name));

  if (modes.content === 'local') problems.push('content uses the local seed (set SANITY_PROJECT_ID and SANITY_DATASET)');
  // The local content lake (npm start) and a local stand-in for Sanity's API are for this machine only.
  if (isSet(env, 'SANITY_LAKE_URL')) problems.push('content points at the local content lake (unset SANITY_LAKE_URL)');
  if (isSet(env, 'SANITY_API_HOST')) problems.push('the Sanity client points at a local API host (unset SANITY_API_HOST)');
  if (modes.auth === 'emulator') problems.push('auth uses the Firebase Auth emulator (unset FIREBASE_AUTH_EMULATOR_HOST)');
  if (modes.database === 'emulator') problems.push('database uses the Firestore emulator (unset FIRESTORE_EMULATOR_HOST)');
  if (isSet(env, 'FIREBASE_STORAGE_EMULATOR_HOST')) problems.push('storage points at an emulator (unset FIREBASE_STORAGE_EMULATOR_HOST)');
  if (modes.payments === 'local') problems.push('payments use the local test checkout (set STRIPE_SECRET_KEY)');
  if (modes.mail === 'outbox') problems.push('mail goes to the local outbox (set MAILGUN_API_KEY and MAILGUN_DOMAIN)');
  if (modes.storage === 'local') {
    problems.push(
      isSet(env, 'FIREBASE_STORAGE_BUCKET')
        ? 'storage uses a local folder because Firebase emulators are configured'
        : 'storage uses a local folder (set FIREBASE_STORAGE_BUCKET)',
    );
  }

  const projectId = (env.FIREBASE_PROJECT_ID ?? '').trim();
  if (!projectId) problems.push('FIREBASE_PROJECT_ID is not set');
  else if (projectId.startsWith('demo-')) problems.push(`FIREBASE_PROJECT_ID "${projectId}" is an emulator-only demo project`);
  if (!hasServiceAccount(env)) {
    problems.push(
      'Firebase service account is missing or unreadable (set FIREBASE_SERVICE_ACCOUNT as JSON, or FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY)',
    );
  }
  // URL: the site's public address, for links in e-mails and checkout return addresses (Netlify sets it).
  const missingCloud = missing(['STRIPE_WEBHOOK_SECRET', 'MAIL_FROM', 'URL']);
  if (missingCloud.length > 0) problems.push(`missing ${missingCloud.join(', ')}`);
  if (isSet(env, 'URL') && !isWebAddress(env.URL!.trim())) problems.push('URL is not an http(s) address');
  return problems;
}

/** On every Netlify deploy context, throws one error naming everything still local or missing; locally does nothing. */
export function assertDeployable(env: EnvSource): void {
  if (!isNetlifyDeployContext(env)) return;
  const problems = deployProblems(env);
  if (problems.length === 0) return;
  throw new Error(
    `Refusing to run in the ${contextName(env)} context on local or incomplete integrations (every Netlify deploy refuses them):\n${problems
      .map((problem) => `  - ${problem}`)
      .join('\n')}`,
  );
}
