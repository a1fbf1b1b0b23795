// GET /api/public-config: the Firebase web SDK configuration for islands, read from the environment at
// request time, so one build works in every environment. Public values only (no secrets), no caller check.
// Deliberately light (no firebase-admin): every app page asks for it before anything else.
import type { Config } from '@netlify/functions';

export const LOCAL_API_KEY = 'demo-key-local';

export type PublicFirebaseConfig = { apiKey: string; authDomain: string; projectId: string; authEmulatorUrl?: string };

export function publicFirebaseConfig(env: Readonly<Record<string, string | undefined>>): PublicFirebaseConfig {
  const get = (name: string) => env[name]?.trim() || undefined;
  const projectId = get('FIREBASE_PROJECT_ID') ?? 'demo-maya-linwood';
  const emulatorHost = get('FIREBASE_AUTH_EMULATOR_HOST');
  if (emulatorHost) {
    return { apiKey: LOCAL_API_KEY, authDomain: `${projectId}.firebaseapp.com`, projectId, authEmulatorUrl: `http://${emulatorHost}` };
  }
  return {
    apiKey: get('PUBLIC_FIREBASE_API_KEY') ?? '',
    authDomain: get('PUBLIC_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
    projectId,
  };
}

const headers = { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff' };

export default async function handler(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return new Response(JSON.stringify({ error: `Method ${req.method} is not allowed here. Use GET.` }), {
      status: 405,
      headers: { ...headers, allow: 'GET', 'cache-control': 'no-store' },
    });
  }
  return new Response(JSON.stringify(publicFirebaseConfig(process.env)), {
    headers: { ...headers, 'cache-control': 'public, max-age=300' },
  });
}

export const config: Config = { path: '/api/public-config' };
