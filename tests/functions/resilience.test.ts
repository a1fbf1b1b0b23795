// Faults: the real Firestore emulator is paused (SIGSTOP on its process), like a database that stalls. Every
// endpoint must answer 503 with Retry-After and words naming the database within 10 s (never a hang or a 500),
// /api/health must say which integration fails, and all must recover by themselves once the database is back
// (SIGCONT). The same for the Auth emulator: signed-in calls name the sign-in service and health names auth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dashboard from '../../netlify/functions/dashboard.mts';
import health from '../../netlify/functions/health.mts';
import profile from '../../netlify/functions/profile.mts';
import { unavailableMessage } from '../../netlify/lib/faults';
import { TEST_PORTS } from '../support/emulators';
import { context, freshUser, request } from './learningSupport';
import { eventually, pidListeningOn, timed } from './resilienceSupport';
import { dashboardRoute, healthRoute, profileRoute } from '../../src/api/contract';

let firestorePid: number;
let authPid: number;
const paused = new Set<number>();

function pause(pid: number) {
  process.kill(pid, 'SIGSTOP');
  paused.add(pid);
}
function resume(pid: number) {
  if (paused.delete(pid)) process.kill(pid, 'SIGCONT');
}

function listener(port: number, name: string): number {
  const pid = pidListeningOn(port);
  if (!pid) throw new Error(`No process of this user listens on the test ${name} port ${port}`);
  return pid;
}

beforeAll(() => {
  firestorePid = listener(TEST_PORTS.firestore, 'Firestore');
  authPid = listener(TEST_PORTS.auth, 'Auth');
});
// Whatever happens, the emulators must run again for the files after this one.
afterAll(() => {
  for (const pid of [...paused]) resume(pid);
});

describe('stalled backends', () => {
  it('a stalled database: 503 with Retry-After within 10 s, health names it, and all recover by themselves', async () => {
    const user = await freshUser('stall');
    // Warm: the database answers and the client is connected before the stall.
    expect((await dashboard(request(dashboardRoute.path, { token: user.token }), context())).status).toBe(200);
    expect((await health(request(healthRoute.path), context())).status).toBe(200);

    pause(firestorePid);
    try {
      const [healthCall, readCall, writeCall] = await Promise.all([
        timed(() => health(request(healthRoute.path), context())),
        timed(() => dashboard(request(dashboardRoute.path, { token: user.token }), context())),
        timed(() => profile(request(profileRoute.path, { token: user.token, body: { fullName: 'Ada' } }), context())),
      ]);

      expect(healthCall.value.status).toBe(503);
      expect(healthCall.ms).toBeLessThan(10_000);
      expect(Number(healthCall.value.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await healthCall.value.json()).toMatchObject({
        status: 'unavailable',
        checked: ['database', 'auth', 'storage', 'mail'],
        failing: ['database'],
        integrations: { database: 'emulator' },
      });

      for (const call of [readCall, writeCall]) {
        expect(call.value.status).toBe(503);
        expect(call.ms).toBeLessThan(10_000);
        expect(Number(call.value.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await call.value.json()).toEqual({ error: unavailableMessage('database'), code: 'unavailable' });
      }
    } finally {
      resume(firestorePid);
    }

    // Back: the same function instances answer again without a restart.
    const recovered = await eventually(async () => (await health(request(healthRoute.path), context())).status === 200, 20_000);
    expect(recovered).toBe(true);
    const after = await dashboard(request(dashboardRoute.path, { token: user.token }), context());
    expect(after.status).toBe(200);
  }, 45_000);

  it('a stalled sign-in service: signed-in calls answer 503 naming it within 10 s, health names auth, then recovery', async () => {
    const user = await freshUser('auth-stall');
    expect((await dashboard(request(dashboardRoute.path, { token: user.token }), context())).status).toBe(200);
    expect((await health(request(healthRoute.path), context())).status).toBe(200);
    pause(authPid);
    let healthCall: Awaited<ReturnType<typeof timed<Response>>>;
    let signedInCall: Awaited<ReturnType<typeof timed<Response>>>;
    try {
      [healthCall, signedInCall] = await Promise.all([
        timed(() => health(request(healthRoute.path), context())),
        timed(() => dashboard(request(dashboardRoute.path, { token: user.token }), context())),
      ]);
    } finally {
      resume(authPid);
    }

    expect(healthCall.value.status).toBe(503);
    expect(healthCall.ms).toBeLessThan(10_000);
    expect(Number(healthCall.value.headers.get('retry-after'))).toBeGreaterThan(0);
    const healthText = await healthCall.value.text();
    expect(JSON.parse(healthText)).toMatchObject({ status: 'unavailable', failing: ['auth'], integrations: { auth: 'emulator' } });
    expect(healthText).not.toContain(String(TEST_PORTS.auth));

    expect(signedInCall.value.status).toBe(503);
    expect(signedInCall.ms).toBeLessThan(10_000);
    expect(Number(signedInCall.value.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await signedInCall.value.json()).toEqual({ error: unavailableMessage('sign-in'), code: 'unavailable' });

    expect(await eventually(async () => (await health(request(healthRoute.path), context())).status === 200, 20_000)).toBe(true);
    expect(
      await eventually(
        async () => (await dashboard(request(dashboardRoute.path, { token: user.token }), context())).status === 200,
        20_000,
      ),
    ).toBe(true);
  }, 45_000);
});
