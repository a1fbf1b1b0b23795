// The local Pay never answers 500 once the enrollment is made: with an outbox that cannot be written (its folder
// is a file), Pay answers 200, the learner is enrolled, the payment record says the e-mail is pending and why, and
// the admin sees it. Once the outbox works again, the result page's verify-payment (or the admin's "send again")
// sends exactly one e-mail. Real emulators, the real outbox mailer of this process's services().
import { rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callerTokens, outbox, outboxDir } from './adminSupport';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import adminPendingEmails from '../../netlify/functions/admin-pending-emails.mts';
import { createCheckoutHandler } from '../../netlify/lib/purchase/createCheckout';
import { localCheckoutPayHandler } from '../../netlify/lib/purchase/localCheckout';
import { verifyPaymentHandler } from '../../netlify/lib/purchase/verifyPayment';
import { services } from '../../netlify/lib/compose';
import type { PendingEmail } from '../../src/lib/purchase/pendingEmails';
import { context, freshUser, request } from './learningSupport';
import { enrollmentsOf, paymentsOf, readJson } from './purchaseSupport';
import { adminPendingEmailsRoute, createCheckoutRoute, localCheckoutPayRoute, verifyPaymentRoute } from '../../src/api/contract';

const ORIGIN = 'https://maya.example';
const createCheckout = createCheckoutHandler(services);
const pay = localCheckoutPayHandler(services);
const verifyPayment = verifyPaymentHandler(services);
const call = (handler: (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>, req: Request) =>
  handler(req, context()).then(readJson);

let adminToken: string;
beforeAll(async () => {
  vi.stubEnv('URL', ORIGIN);
  await seedDemoData(process.env);
  adminToken = (await callerTokens()).admin!;
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(outboxDir, { recursive: true, force: true });
});

const breakOutbox = () => {
  rmSync(outboxDir, { recursive: true, force: true });
  writeFileSync(outboxDir, 'a file where the outbox folder should be');
};
const repairOutbox = () => rmSync(outboxDir, { force: true });
const pending = async (): Promise<PendingEmail[]> => {
  const answer = await call(adminPendingEmails, request(adminPendingEmailsRoute.path, { token: adminToken }));
  expect(answer.status).toBe(200);
  return answer.body.pendingEmails;
};

/** Opens a local checkout for the buyer and presses Pay. */
async function buy(buyer: { token: string }, courseId: string) {
  const created = await call(createCheckout, request(createCheckoutRoute.path, { token: buyer.token, body: { courseId } }));
  expect(created.status).toBe(200);
  const id: string = created.body.checkoutId;
  return { id, paid: await call(pay, request(localCheckoutPayRoute.path, { body: { id } })) };
}

describe('a confirmation e-mail that cannot be sent', () => {
  it('leaves Pay at 200 with the learner enrolled, marks the e-mail pending for the admin, and the result page sends it once', async () => {
    const buyer = await freshUser('pending-mail');
    breakOutbox();
    const { id, paid } = await buy(buyer, 'quantum-alchemy-breathwork');
    expect(paid).toEqual({
      status: 200,
      body: { redirectUrl: `${ORIGIN}/payment-success?session_id=${id}&course_id=quantum-alchemy-breathwork` },
    });
    expect(await enrollmentsOf(buyer.uid)).toHaveLength(1);
    const [payment] = await paymentsOf(buyer.uid);
    expect(payment).toMatchObject({ checkout_session_id: id, email_status: 'pending', email_error: expect.stringMatching(/\S/) });
    expect(await pending()).toEqual([
      expect.objectContaining({
        checkoutId: id,
        courseTitle: 'Quantum Alchemy Breathwork',
        customerEmail: buyer.email,
        error: payment!.email_error,
      }),
    ]);

    // Still broken: the result page still answers 200 and the e-mail stays pending.
    expect((await call(verifyPayment, request(verifyPaymentRoute.path, { token: buyer.token, body: { sessionId: id } }))).status).toBe(200);
    expect((await paymentsOf(buyer.uid))[0]).toMatchObject({ email_status: 'pending' });

    repairOutbox();
    for (let i = 0; i < 3; i++) {
      expect((await call(verifyPayment, request(verifyPaymentRoute.path, { token: buyer.token, body: { sessionId: id } }))).status).toBe(
        200,
      );
    }
    const mails = outbox().filter((mail) => mail.to === buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${ORIGIN}/course-dashboard`);
    expect((await paymentsOf(buyer.uid))[0]).toMatchObject({ email_status: 'sent', email_error: null });
    expect(await pending()).toEqual([]);
  });

  it("is sent by the admin's Send again, exactly once", async () => {
    const buyer = await freshUser('pending-admin');
    breakOutbox();
    const { id, paid } = await buy(buyer, 'the-animal-that-walks-with-you');
    expect(paid.status).toBe(200);
    expect((await pending()).map((email) => email.checkoutId)).toEqual([id]);

    // While the outbox is broken, Send again reports it still pending.
    const stillBroken = await call(adminPendingEmails, request(adminPendingEmailsRoute.path, { token: adminToken, method: 'POST' }));
    expect(stillBroken).toMatchObject({ status: 200, body: { sent: 0, stillPending: [expect.objectContaining({ checkoutId: id })] } });

    repairOutbox();
    const [first, second] = await Promise.all([
      call(adminPendingEmails, request(adminPendingEmailsRoute.path, { token: adminToken, method: 'POST' })),
      call(adminPendingEmails, request(adminPendingEmailsRoute.path, { token: adminToken, method: 'POST' })),
    ]);
    expect(first!.body.sent + second!.body.sent).toBe(1);
    expect(outbox().filter((mail) => mail.to === buyer.email)).toHaveLength(1);
    expect(await pending()).toEqual([]);
  });
});
