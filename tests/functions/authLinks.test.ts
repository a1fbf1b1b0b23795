// POST /api/auth-email-link against the real Auth and Firestore emulators, with the outbox mailer:
// a sign-in link and a password reset reach an account's owner, on the configured site address, and work
// (completed through the emulator's REST API as the browser SDK does, once only); an unknown address gets the
// same answer and a note, and no account; bad input, the honeypot and every rate limit send nothing.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'auth-links-test-'));
process.env.LOCAL_DATA_DIR = dataDir;
const outboxDir = join(dataDir, 'outbox');

const { default: authEmailLink } = await import('../../netlify/functions/auth-email-link.mts');
const { AUTH_LINK_ADDRESS_LIMIT, AUTH_LINK_CALLER_ADDRESS_LIMIT, AUTH_LINK_CALLER_LIMIT, AUTH_LINK_OVERALL_LIMIT } =
  await import('../../netlify/lib/account/authLinks');
const { auth, db } = await import('../../netlify/lib/firebase');

const SITE = 'https://site.example';
const PASSWORD = 'first-pass-123';
type Mail = { to: string; subject: string; text: string; html: string };

function outbox(to?: string): Mail[] {
  try {
    return readdirSync(outboxDir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as Mail)
      .filter((mail) => !to || mail.to === to);
  } catch {
    return [];
  }
}

const uniqueIp = () => `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
const contextFor = (ip: string) => ({ deploy: { context: 'dev' }, ip }) as unknown as Context;
const newAddress = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Calls the function as a browser on a hostile host would (the links must ignore Host and forwarded headers). */
function ask(body: unknown, { ip = uniqueIp(), method = 'POST', raw }: { ip?: string; method?: string; raw?: string } = {}) {
  return authEmailLink(
    new Request('https://evil.example/api/auth-email-link', {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-host': 'evil.example' },
      ...(method === 'GET' ? {} : { body: raw ?? JSON.stringify(body) }),
    }),
    contextFor(ip),
  );
}

const identity = (path: string, body: unknown) =>
  fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${path}?key=fake-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function emulatorCodes(email: string): Promise<Array<{ requestType: string; oobCode: string }>> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${process.env.FIREBASE_PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as { oobCodes: Array<{ email: string; requestType: string; oobCode: string }> };
  return oobCodes.filter((code) => code.email === email);
}

/** The one link to this site in a mail's text (the button's address). */
function siteLink(mail: Mail, path: string): URL {
  const found = new RegExp(`https?://[^\\s"<>]+${path.replace('/', '\\/')}\\?[^\\s"<>]+`).exec(mail.text)?.[0];
  expect(found, mail.text).toBeTruthy();
  return new URL(found!);
}

beforeAll(() => {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) throw new Error('Run through the "functions" vitest project (emulators)');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a sign-in link', () => {
  it('reaches an account owner on the configured site address, signs them in once, and is refused the second time', async () => {
    vi.stubEnv('URL', SITE);
    const email = newAddress('link');
    const user = await auth().createUser({ email, password: PASSWORD, displayName: 'Ada Link' });

    const response = await ask({ purpose: 'sign-in', email: email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    const [mail, ...more] = outbox(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/sign-in link/i);
    expect(mail!.text).toContain('Hello Ada Link,');
    const link = siteLink(mail!, '/course-access');
    expect(link.origin).toBe(SITE);
    expect(mail!.text + mail!.html).not.toContain('evil.example');
    expect(link.searchParams.get('mode')).toBe('signIn');
    // The code is Firebase's, readable from the Auth emulator as well as from the mail.
    const code = link.searchParams.get('oobCode')!;
    expect((await emulatorCodes(email)).map((row) => [row.requestType, row.oobCode])).toContainEqual(['EMAIL_SIGNIN', code]);

    // What signInWithEmailLink sends: the address and the code. It signs in the existing account.
    const first = await identity('signInWithEmailLink', { email, oobCode: code });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ localId: user.uid, isNewUser: false });
    // The same link again: refused (the browser SDK reports auth/invalid-action-code).
    const second = await identity('signInWithEmailLink', { email, oobCode: code });
    expect(second.status).toBe(400);
    expect(JSON.stringify(await second.json())).toContain('INVALID_OOB_CODE');
    // The password still works: the link added a way in, it took none away.
    expect((await identity('signInWithPassword', { email, password: PASSWORD, returnSecureToken: true })).status).toBe(200);
  });

  it('completes only for the address it was sent to', async () => {
    vi.stubEnv('URL', SITE);
    const email = newAddress('other-device');
    await auth().createUser({ email, password: PASSWORD });
    await ask({ purpose: 'sign-in', email });
    const code = siteLink(outbox(email)[0]!, '/course-access').searchParams.get('oobCode')!;
    const wrong = await identity('signInWithEmailLink', { email: newAddress('someone-else'), oobCode: code });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain('INVALID_EMAIL');
    expect((await identity('signInWithEmailLink', { email, oobCode: code })).status).toBe(200);
  });
});

describe('no account enumeration, no account by asking', () => {
  it('answers an unknown address exactly like a known one, and its mail holds no link to sign in', async () => {
    vi.stubEnv('URL', SITE);
    const known = newAddress('known');
    await auth().createUser({ email: known, password: PASSWORD });
    const unknown = newAddress('unknown');
    for (const purpose of ['sign-in', 'password-reset'] as const) {
      const [a, b] = await Promise.all([ask({ purpose, email: known }), ask({ purpose, email: unknown })]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(await b.text()).toBe(await a.text());
      expect([...b.headers.keys()].sort()).toEqual([...a.headers.keys()].sort());
    }
    const notes = outbox(unknown);
    expect(notes).toHaveLength(2);
    for (const note of notes) {
      expect(note.text).toContain('there is no course account with this address');
      expect(note.text).toContain(`${SITE}/auth`);
      expect(note.text + note.html).not.toMatch(/oobCode|course-access|set-password/);
    }
    await expect(auth().getUserByEmail(unknown)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await emulatorCodes(unknown)).toEqual([]);
  });

  it('sends nothing to a disabled account, with the same answer', async () => {
    const email = newAddress('disabled');
    await auth().createUser({ email, password: PASSWORD, disabled: true });
    const response = await ask({ purpose: 'sign-in', email });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(outbox(email)).toEqual([]);
  });
});

describe('a password reset', () => {
  it("opens the site's own set-password page and sets a new password of at least 6 characters", async () => {
    vi.stubEnv('URL', SITE);
    const email = newAddress('reset');
    await auth().createUser({ email, password: PASSWORD });
    expect((await ask({ purpose: 'password-reset', email })).status).toBe(200);

    const [mail] = outbox(email);
    expect(mail!.subject).toMatch(/reset your password/i);
    const link = siteLink(mail!, '/auth/set-password');
    expect(link.origin).toBe(SITE);
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('purpose')).toBe('reset');
    const oobCode = link.searchParams.get('oobCode')!;
    expect((await emulatorCodes(email)).map((row) => [row.requestType, row.oobCode])).toContainEqual(['PASSWORD_RESET', oobCode]);

    // What confirmPasswordReset sends. Five characters break the rule and change nothing.
    const weak = await identity('resetPassword', { oobCode, newPassword: '12345' });
    expect(weak.status).toBe(400);
    expect(JSON.stringify(await weak.json())).toContain('WEAK_PASSWORD');
    expect((await identity('signInWithPassword', { email, password: PASSWORD, returnSecureToken: true })).status).toBe(200);

    expect((await identity('resetPassword', { oobCode, newPassword: 'second-pass-456' })).status).toBe(200);
    expect((await identity('signInWithPassword', { email, password: 'second-pass-456', returnSecureToken: true })).status).toBe(200);
    expect((await identity('signInWithPassword', { email, password: PASSWORD, returnSecureToken: true })).status).toBe(400);
    // Used once: the same link cannot set another password.
    expect((await identity('resetPassword', { oobCode, newPassword: 'third-pass-789' })).status).toBe(400);
  });
});

describe('bad input changes nothing and says why', () => {
  it.each([
    ['no body', '', 'Request body must be JSON'],
    ['not JSON', 'purpose=sign-in', 'Request body must be JSON'],
    ['no e-mail', JSON.stringify({ purpose: 'sign-in' }), 'email'],
    ['an invalid e-mail', JSON.stringify({ purpose: 'sign-in', email: 'not-an-address' }), 'Email must be a valid email address'],
    ['an e-mail with a line break', JSON.stringify({ purpose: 'sign-in', email: 'a@example.com\r\nBcc: b@example.com' }), 'Email'],
    [
      'an unknown purpose',
      JSON.stringify({ purpose: 'make-admin', email: 'a@example.com' }),
      'purpose must be one of: sign-in, password-reset',
    ],
    ['an unexpected field', JSON.stringify({ purpose: 'sign-in', email: 'a@example.com', uid: 'x' }), 'uid'],
    ['a number for the e-mail', JSON.stringify({ purpose: 'sign-in', email: 42 }), 'Email must be text'],
  ])('%s: 400', async (_label, raw, reason) => {
    const before = outbox().length;
    const response = await ask(undefined, { raw });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(reason);
    expect(outbox()).toHaveLength(before);
  });

  it('refuses a body over 4 KB (413) and other methods (405)', async () => {
    const before = outbox().length;
    const huge = await ask(undefined, { raw: JSON.stringify({ purpose: 'sign-in', email: 'a@example.com', website: 'x'.repeat(5000) }) });
    expect(huge.status).toBe(413);
    expect((await ask(undefined, { method: 'GET' })).status).toBe(405);
    expect((await ask({ purpose: 'sign-in', email: 'a@example.com' }, { method: 'PUT' })).status).toBe(405);
    expect(outbox()).toHaveLength(before);
  });

  it('treats a filled honeypot as sent, but sends nothing and counts nothing', async () => {
    const email = newAddress('robot');
    await auth().createUser({ email, password: PASSWORD });
    const response = await ask({ purpose: 'sign-in', email, website: 'https://spam.example' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(outbox(email)).toEqual([]);
    expect(await emulatorCodes(email)).toEqual([]);
  });
});

describe('rate limits', () => {
  it(`one address gets at most ${AUTH_LINK_ADDRESS_LIMIT.max} e-mails an hour, however many callers ask`, async () => {
    const email = newAddress('flooded');
    await auth().createUser({ email, password: PASSWORD });
    for (let i = 0; i < AUTH_LINK_ADDRESS_LIMIT.max; i++) {
      expect((await ask({ purpose: i % 2 ? 'sign-in' : 'password-reset', email })).status).toBe(200);
    }
    const refused = await ask({ purpose: 'sign-in', email });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toBe(AUTH_LINK_ADDRESS_LIMIT.message);
    expect(outbox(email)).toHaveLength(AUTH_LINK_ADDRESS_LIMIT.max);
  });

  it(`one caller may ask ${AUTH_LINK_CALLER_LIMIT.max} times an hour, whichever addresses`, async () => {
    const ip = uniqueIp();
    const before = outbox().length;
    for (let i = 0; i < AUTH_LINK_CALLER_LIMIT.max; i++) {
      expect((await ask({ purpose: 'sign-in', email: newAddress('spray') }, { ip })).status).toBe(200);
    }
    const refused = await ask({ purpose: 'sign-in', email: newAddress('spray') }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(outbox()).toHaveLength(before + AUTH_LINK_CALLER_LIMIT.max);
    // Another caller is not affected.
    expect((await ask({ purpose: 'sign-in', email: newAddress('spray') })).status).toBe(200);
  });

  it(`one caller gets at most ${AUTH_LINK_CALLER_ADDRESS_LIMIT.max} e-mails to one address an hour; its owner still gets hers`, async () => {
    const email = newAddress('targeted');
    await auth().createUser({ email, password: PASSWORD });
    const stranger = uniqueIp();
    const statuses = [];
    for (let i = 0; i < AUTH_LINK_CALLER_ADDRESS_LIMIT.max + 3; i++)
      statuses.push((await ask({ purpose: 'password-reset', email }, { ip: stranger })).status);
    expect(statuses).toEqual([...Array<number>(AUTH_LINK_CALLER_ADDRESS_LIMIT.max).fill(200), 429, 429, 429]);
    expect(outbox(email)).toHaveLength(AUTH_LINK_CALLER_ADDRESS_LIMIT.max);
    expect((await ask({ purpose: 'password-reset', email })).status).toBe(200);
    expect(outbox(email)).toHaveLength(AUTH_LINK_CALLER_ADDRESS_LIMIT.max + 1);
  });

  /** This hour's count of e-mails sent by everyone (the shared limit's shards added up). */
  async function sentThisHour(): Promise<number> {
    const window = Math.floor(Date.now() / AUTH_LINK_OVERALL_LIMIT.windowMs);
    const shards = await (await db()).collection('rate_limits').where('scope', '==', AUTH_LINK_OVERALL_LIMIT.scope).get();
    return shards.docs.filter((doc) => doc.id.endsWith(`_${window}`)).reduce((sum, doc) => sum + Number(doc.get('count')), 0);
  }

  it("a flood from one caller does not block another caller's reset link, and its refused attempts use up nothing", async () => {
    const victim = newAddress('victim');
    await auth().createUser({ email: victim, password: PASSWORD });
    const flooder = uniqueIp();
    const mailsBefore = outbox().length;
    const sharedBefore = await sentThisHour();
    // Many requests at once, then more one after another, for many addresses and for the victim's: most are
    // refused by the caller's own limits.
    const flood = (i: number) =>
      ask({ purpose: 'password-reset', email: i % 2 ? victim : newAddress('flood') }, { ip: flooder }).then((response) => response.status);
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => flood(i)));
    for (let i = 0; i < 40; i++) statuses.push(await flood(i));
    const sent = statuses.filter((status) => status === 200).length;
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(AUTH_LINK_CALLER_LIMIT.max);
    expect(outbox(victim).length).toBeLessThanOrEqual(AUTH_LINK_CALLER_ADDRESS_LIMIT.max);
    // Only what was sent counts against everyone's allowance: the refused requests left no trace there.
    expect(outbox().length - mailsBefore).toBe(sent);
    expect((await sentThisHour()) - sharedBefore).toBe(sent);

    // The victim, asking from her own connection, gets her reset link; so does anyone else.
    const hers = outbox(victim).length;
    expect((await ask({ purpose: 'password-reset', email: victim })).status).toBe(200);
    expect(outbox(victim)).toHaveLength(hers + 1);
    expect((await ask({ purpose: 'password-reset', email: newAddress('bystander') })).status).toBe(200);
    // The flooder stays refused, and that costs everyone nothing.
    const shared = await sentThisHour();
    expect((await ask({ purpose: 'password-reset', email: newAddress('flood') }, { ip: flooder })).status).toBe(429);
    expect(await sentThisHour()).toBe(shared);
  });

  it('a caller stepping through the addresses of one IPv6 network is one caller', async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const statuses = [];
    for (let i = 0; i <= AUTH_LINK_CALLER_LIMIT.max; i++) {
      statuses.push((await ask({ purpose: 'sign-in', email: newAddress('v6') }, { ip: `${network}::${(i + 1).toString(16)}` })).status);
    }
    expect(statuses).toEqual([...Array<number>(AUTH_LINK_CALLER_LIMIT.max).fill(200), 429]);
  });
});
