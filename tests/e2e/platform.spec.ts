// The built site as Netlify serves it: functions, the app-shell rewrite, security headers and a
// Content-Security-Policy that every page actually satisfies.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

function builtPages(dir = process.env.DIST_DIR ?? 'dist'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : builtPages(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

test('GET /api/health reports every integration in local mode, without secrets', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const body = await response.json();
  expect(body).toEqual({
    status: 'ok',
    context: expect.any(String),
    integrations: { content: 'local', auth: 'emulator', database: 'emulator', payments: 'local', mail: 'outbox', storage: 'local' },
    checked: ['database', 'auth', 'storage', 'mail'],
  });
  expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|key|secret|token/i);
});

test('the health endpoint answers other methods with 405 and Allow', async ({ request }) => {
  const response = await request.post('/api/health', { data: {} });
  expect(response.status()).toBe(405);
  expect(response.headers()['allow']).toBe('GET');
  expect((await response.json()).error).toBeTruthy();
  // TRACE (which a web Request cannot carry) gets the same 405, on a function and on a page, never a 500.
  const trace = await request.fetch('/api/health', { method: 'TRACE' });
  expect(trace.status()).toBe(405);
  expect(trace.headers()['allow']).toBe('GET');
  expect((await trace.json()).error).toBe('Method TRACE is not allowed here. Use GET.');
  const page = await request.fetch('/treatments', { method: 'TRACE' });
  expect(page.status()).toBe(405);
  expect(page.headers()['allow']).toBe('GET, HEAD');
});

test('pages carry the security headers', async ({ request }) => {
  const headers = (await request.get('/')).headers();
  const csp = headers['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test("the local server keeps an idle connection a minute, not Node's 5 s (scripts/lib/keep-alive.mjs)", async ({ request }) => {
  // The suites' request contexts reuse connections: with 5 s, a request sent as the server closed one failed.
  expect((await request.get('/robots.txt')).headers()['keep-alive']).toBe('timeout=65');
});

test('every inline script in the built site is allowed by the CSP hash list', async ({ request }) => {
  const csp = (await request.get('/')).headers()['content-security-policy']!;
  const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
  for (const page of builtPages()) {
    const html = readFileSync(page, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      if (/type="application\/ld\+json"/.test(match[0])) continue;
      const hash = createHash('sha256').update(match[1]!).digest('base64');
      expect(scriptSrc, `${page}: inline script ${match[1]!.slice(0, 60)}`).toContain(`'sha256-${hash}'`);
    }
  }
});

test('pages load without Content-Security-Policy violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/no-such-page', '/course/any-course']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('course deep links are served by the one app shell', async ({ request }) => {
  for (const path of ['/course/quantum-alchemy-breathwork', '/course/quantum-alchemy-breathwork/session/quantum-alchemy-breathwork-1']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text()).toContain('id="course-app"');
  }
});

test('unknown paths answer 404 with the not-found page', async ({ request }) => {
  const response = await request.get('/definitely/not/here');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Oops! Page not found');
});

test('the not-found page carries the same security headers as every page', async ({ request }) => {
  const response = await request.get('/definitely/not/here');
  expect(response.status()).toBe(404);
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
});

test('the local server answers only to its own address, never to a Host somebody else chose', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!);
  const { request: httpRequest } = await import('node:http');
  const status = await new Promise<number>((resolve, reject) => {
    httpRequest({ host: hostname, port, path: '/auth', headers: { host: 'evil.example' } }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    })
      .on('error', reject)
      .end();
  });
  expect(status).toBe(421);
});
