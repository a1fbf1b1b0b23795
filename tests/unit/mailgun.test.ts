// The real mailgun.js client against a local HTTP server standing in for Mailgun's API.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailgunMailer } from '../../netlify/lib/adapters/mail/mailgun';

type Received = { method: string; url: string; headers: IncomingHttpHeaders; fields: Record<string, string[]> };

let server: Server;
let baseUrl: string;
let received: Received[] = [];
/** Targets of CONNECT requests (the server also stands in as an HTTPS proxy). */
let tunnels: string[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

/** Decodes the multipart body with the platform's own parser. */
async function formFields(headers: IncomingHttpHeaders, body: Buffer): Promise<Record<string, string[]>> {
  const form = await new Request('http://local/', {
    method: 'POST',
    headers: { 'content-type': String(headers['content-type']) },
    body: new Uint8Array(body),
  }).formData();
  const fields: Record<string, string[]> = {};
  for (const [name, value] of form.entries()) (fields[name] ??= []).push(String(value));
  return fields;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        fields: await formFields(req.headers, Buffer.concat(chunks)),
      });
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  server.on('connect', (req, socket) => {
    tunnels.push(req.url ?? '');
    socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  tunnels = [];
  reply = { status: 200, body: { id: '<20250304.1@mg.example.com>', message: 'Queued. Thank you.' } };
});

function mailer() {
  return createMailgunMailer({ apiKey: 'key-test-123', domain: 'mg.example.com', baseUrl, from: 'Maya Linwood <hello@mg.example.com>' });
}

describe('Mailgun mailer', () => {
  it('posts the message to /v3/<domain>/messages with basic auth user "api"', async () => {
    const sent = await mailer().send({
      to: 'ann@example.com',
      subject: 'Welcome',
      text: 'Hello Ann',
      html: '<p>Hello Ann</p>',
      replyTo: 'maya@example.com',
    });
    expect(sent).toEqual({ id: '<20250304.1@mg.example.com>' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v3/mg.example.com/messages');
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('api:key-test-123').toString('base64')}`);
    expect(request!.fields).toEqual({
      from: ['Maya Linwood <hello@mg.example.com>'],
      to: ['ann@example.com'],
      subject: ['Welcome'],
      text: ['Hello Ann'],
      html: ['<p>Hello Ann</p>'],
      'h:Reply-To': ['maya@example.com'],
    });
  });

  it('sends no Reply-To when none is given', async () => {
    await mailer().send({ to: 'ann@example.com', subject: 'S', text: 't', html: 'h' });
    expect(received[0]!.fields).not.toHaveProperty('h:Reply-To');
  });

  it('rejects when Mailgun refuses the message', async () => {
    reply = { status: 401, body: { message: 'Invalid private key' } };
    await expect(mailer().send({ to: 'ann@example.com', subject: 'S', text: 't', html: 'h' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('sends nothing when a header field holds a line break', async () => {
    await expect(mailer().send({ to: 'ann@example.com\nBcc: x@example.com', subject: 'S', text: 't', html: 'h' })).rejects.toThrow(
      /line breaks/,
    );
    expect(received).toHaveLength(0);
  });
});

describe('Mailgun region and templates', () => {
  it.each([
    ['eu', 'api.eu.mailgun.net:443'],
    ['us', 'api.mailgun.net:443'],
  ])('MAILGUN_REGION=%s sends to %s', async (region, expected) => {
    const { readServerEnv } = await import('../../netlify/lib/env');
    const env = readServerEnv({ MAILGUN_API_KEY: 'key-test-123', MAILGUN_DOMAIN: 'mg.example.com', MAILGUN_REGION: region });
    const port = Number(new URL(baseUrl).port);
    // The local server stands in as the HTTPS proxy: the tunnel it is asked for names the host the library addressed.
    const mailer = createMailgunMailer({
      ...env.mailgun!,
      from: 'Maya Linwood <hello@mg.example.com>',
      proxy: { protocol: 'http', host: '127.0.0.1', port },
    });
    await expect(mailer.send({ to: 'ann@example.com', subject: 'Region', text: 't', html: '<p>h</p>' })).rejects.toBeTruthy();
    expect(tunnels).toEqual([expected]);
    expect(received).toHaveLength(0);
  });

  it('sends a rendered template as escaped HTML plus plain text', async () => {
    const { enrollmentManualMail } = await import('../../netlify/lib/admin/mail/enrollment');
    const mail = enrollmentManualMail({
      brand: {
        practitionerName: 'Maya Linwood',
        brandName: 'Maya Linwood Hypnotherapy',
        siteUrl: null,
        contactEmail: null,
        socialLinks: [],
      },
      userName: 'Ann <b>',
      courseTitle: 'Calm & Clear',
      dashboardUrl: 'https://site.example/course-dashboard',
    });
    await mailer().send({ to: 'ann@example.com', ...mail });
    const fields = received[0]!.fields;
    expect(fields.subject).toEqual(['I have added you to Calm & Clear']);
    expect(fields.html![0]).toContain('Hello Ann &lt;b&gt;,');
    expect(fields.html![0]).toContain('Calm &amp; Clear');
    expect(fields.text![0]).toContain('Hello Ann <b>,');
    expect(fields.text![0]).toContain('Go to my course dashboard: https://site.example/course-dashboard');
  });
});
