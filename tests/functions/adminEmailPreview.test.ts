// The admin's 'Send Email' with its preview: the preview shows the default greeting and sign-off, and what it
// shows is exactly what arrives; an emptied greeting or sign-off is left out, so a message she signs herself is
// signed once; only admins may preview.
import { beforeAll, describe, expect, it } from 'vitest';
import { callerTokens, outbox } from './adminSupport';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import adminSendEmail from '../../netlify/functions/admin-send-email.mts';
import adminEmailPreview from '../../netlify/functions/admin-email-preview.mts';
import { adminEmailPreviewRoute, adminSendEmailRoute } from '../../src/api/contract';
import { context, request } from './learningSupport';
import { readJson } from './purchaseSupport';

type Handler = (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>;
let tokens: Awaited<ReturnType<typeof callerTokens>>;
const post = (handler: Handler, path: string, body: unknown, token = tokens.admin) =>
  handler(request(path, { token, body }), context()).then(readJson);

beforeAll(async () => {
  await seedDemoData(process.env);
  tokens = await callerTokens();
});

describe("'Send Email' shows what it sends", () => {
  it('starts with the greeting and sign-off every message had, and sends exactly the preview', async () => {
    const body = { userEmail: 'learner@example.com', subject: 'Your next session', message: 'See you on Thursday.' };
    const preview = await post(adminEmailPreview, adminEmailPreviewRoute.path, body);
    expect(preview.status).toBe(200);
    expect(preview.body.greeting).toBe('Hello Sam Rivers,');
    expect(preview.body.signOff).toMatch(/^Warm wishes,\n\S/);
    expect(preview.body.text).toContain(`Hello Sam Rivers,\n\nSee you on Thursday.\n\n${preview.body.signOff}`);
    const sent = await post(adminSendEmail, adminSendEmailRoute.path, {
      ...body,
      greeting: preview.body.greeting,
      signOff: preview.body.signOff,
    });
    expect(sent.status).toBe(200);
    expect(outbox().at(-1)!.text).toBe(preview.body.text);
  });

  it('leaves out an emptied greeting and sign-off: her own signature comes once', async () => {
    const body = {
      userEmail: 'learner@example.com',
      subject: 'A note',
      message: 'Dear Sam,\nThank you for today.\nWith love, Maya',
      greeting: '',
      signOff: '',
    };
    const preview = await post(adminEmailPreview, adminEmailPreviewRoute.path, body);
    expect(preview.body.text.startsWith('Dear Sam,\nThank you for today.\nWith love, Maya\n\n--')).toBe(true);
    expect(preview.body.text).not.toContain('Warm wishes');
    expect(preview.body.text).not.toContain('Hello');
    await post(adminSendEmail, adminSendEmailRoute.path, body);
    const mail = outbox().at(-1)!;
    expect(mail.text).toBe(preview.body.text);
    expect(mail.html).not.toContain('Warm wishes');
  });

  it('sends an edited greeting and sign-off as written', async () => {
    const body = { userEmail: 'learner@example.com', subject: 'Hi', message: 'Body.', greeting: 'Hi Sam!', signOff: 'Maya x' };
    await post(adminSendEmail, adminSendEmailRoute.path, body);
    expect(outbox().at(-1)!.text.startsWith('Hi Sam!\n\nBody.\n\nMaya x\n\n--')).toBe(true);
  });

  it('is for admins only, and refuses a greeting of two lines', async () => {
    const body = { userEmail: 'learner@example.com', subject: 'Hi', message: 'Body.' };
    expect((await post(adminEmailPreview, adminEmailPreviewRoute.path, body, tokens.learner)).status).toBe(403);
    expect((await post(adminEmailPreview, adminEmailPreviewRoute.path, body, null as unknown as string)).status).toBe(401);
    const twoLines = await post(adminSendEmail, adminSendEmailRoute.path, { ...body, greeting: 'Hi\nBcc: x@example.com' });
    expect(twoLines.status).toBe(400);
  });
});
