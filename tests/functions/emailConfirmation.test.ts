// Confirming a learner's own e-mail address against the real emulators: the link comes through the site's mailer
// (the outbox) and points at this site's /account page; opened, the account page reads 'confirmed'; a confirmed
// address is told so and nothing is sent; asking is limited.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { auth } from '../../netlify/lib/firebase';
import account from '../../netlify/functions/account.mts';
import emailConfirmation from '../../netlify/functions/account-email-confirmation.mts';
import { EMAIL_CONFIRMATION_LIMIT } from '../../netlify/lib/account/emailConfirmation';
import type { AccountOverview } from '../../src/lib/account/schemas';
import { accountEmailConfirmationRoute, accountRoute } from '../../src/api/contract';
import { outbox } from './adminSupport';
import { context, freshUser, request } from './learningSupport';

const mailsTo = (email: string) => outbox().filter((mail) => mail.to === email);

async function ask(token: string) {
  const response = await emailConfirmation(request(accountEmailConfirmationRoute.path, { method: 'POST', token }), context());
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  await seedDemoData(process.env);
});

describe('confirming the e-mail address', () => {
  it("mails a link to this site's /account page; once opened, the account page says the address is confirmed", async () => {
    const user = await freshUser('confirm');
    expect(await ask(user.token)).toEqual({ status: 200, body: { sentTo: user.email } });

    const [mail] = mailsTo(user.email);
    expect(mail?.subject).toBe('Please confirm your e-mail address');
    const link = /(http\S+\/account\?mode=verifyEmail&oobCode=[^\s"<]+)/.exec(mail!.text)?.[1];
    expect(link, mail!.text).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):\d+\/account\?/);
    // Never Firebase's page (the Auth emulator's address, locally).
    expect(mail!.text).not.toContain(process.env.FIREBASE_AUTH_EMULATOR_HOST!);

    // What the /account page does with the link: Firebase's applyActionCode (its REST call).
    const applied = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oobCode: new URL(link!).searchParams.get('oobCode') }),
      },
    );
    expect(applied.status).toBe(200);
    const overview = await account(request(accountRoute.path, { token: user.token }), context());
    expect(((await overview.json()) as AccountOverview).emailVerified).toBe(true);

    // Confirmed: 'Resend' is told so, and nothing more is sent.
    expect(await ask(user.token)).toEqual({ status: 200, body: { confirmed: true } });
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it(`is limited to ${EMAIL_CONFIRMATION_LIMIT.max} an hour per account (429 with the words), and needs a signed-in caller`, async () => {
    const user = await freshUser('confirm-limit');
    for (let i = 0; i < EMAIL_CONFIRMATION_LIMIT.max; i++) expect((await ask(user.token)).status).toBe(200);
    expect(await ask(user.token)).toMatchObject({ status: 429, body: { error: EMAIL_CONFIRMATION_LIMIT.message } });
    expect(mailsTo(user.email)).toHaveLength(EMAIL_CONFIRMATION_LIMIT.max);
    expect((await auth().getUser(user.uid)).emailVerified).toBe(false);

    const anonymous = await emailConfirmation(request(accountEmailConfirmationRoute.path, { method: 'POST' }), context());
    expect(anonymous.status).toBe(401);
  });
});
