// The admin API as the course builder calls it under `npm start`: the demo admin signs in at npm start's Auth
// emulator and each call carries her ID token as a Bearer token.
const AUTH_EMULATOR = `127.0.0.1:${process.env.DEV_JOURNEY_AUTH_PORT ?? '9351'}`;

export type AdminCall = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;

/** Signs the demo admin in (a fresh ID token) and returns her calls to the site at `baseURL`. */
export async function adminApi(baseURL: string): Promise<AdminCall> {
  const response = await fetch(`http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key-local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'local-admin-pass', returnSecureToken: true }),
  });
  const token = ((await response.json()) as { idToken: string }).idToken;
  return async (method, path, body) => {
    const answer = await fetch(new URL(path, baseURL), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: await answer.json().catch(() => null) };
  };
}
