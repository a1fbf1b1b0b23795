import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalFunctions, functionRoutes, matchFunction } from '../../scripts/lib/local-functions.mjs';

describe('local function routes', () => {
  it('reads every function of the project with the path its config declares', () => {
    const routes = functionRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      // Every function is reached through /api/*, as the site's code calls it.
      expect(
        route.paths.some((path: string) => path.startsWith('/api/')),
        `${route.name} declares no /api path`,
      ).toBe(true);
    }
    expect(matchFunction(routes, '/api/health')?.route.name).toBe('health');
    expect(matchFunction(routes, '/api/health/')?.route.name).toBe('health');
    expect(matchFunction(routes, '/.netlify/functions/health')?.route.name).toBe('health');
    expect(matchFunction(routes, '/api/no-such-function')).toBeNull();
    expect(matchFunction(routes, '/treatments')).toBeNull();
  });

  it('understands single, double and array paths and named parameters', () => {
    const dir = mkdtempSync(join(tmpdir(), 'functions-'));
    writeFileSync(join(dir, 'one.mts'), `export default () => new Response();\nexport const config: Config = { path: '/api/one' };\n`);
    writeFileSync(join(dir, 'many.mts'), `export const config = {\n  method: 'GET',\n  path: ["/api/a", "/api/items/:id"],\n};\n`);
    writeFileSync(join(dir, 'plain.ts'), `export default () => new Response();\n`);
    writeFileSync(join(dir, 'notes.md'), `path: '/api/nope'`);
    // A scheduled function has no address (Netlify runs it on its schedule).
    writeFileSync(join(dir, 'daily.mts'), `export default () => new Response();\nexport const config: Config = { schedule: '@daily' };\n`);
    const routes = functionRoutes(dir);
    expect(routes.map((r: { name: string }) => r.name).sort()).toEqual(['many', 'one', 'plain']);
    expect(matchFunction(routes, '/api/one')?.route.name).toBe('one');
    expect(matchFunction(routes, '/api/a')?.route.name).toBe('many');
    expect(matchFunction(routes, '/api/items/42')).toMatchObject({ route: { name: 'many' }, params: { id: '42' } });
    expect(matchFunction(routes, '/.netlify/functions/plain')?.route.name).toBe('plain');
    expect(matchFunction(routes, '/api/nope')).toBeNull();
  });
});

describe('local function server', () => {
  it('answers TRACE (a method a web Request cannot carry) with the function’s own 405 and Allow, not a 500', async () => {
    const functions = await createLocalFunctions();
    const server = createServer((req, res) => {
      functions.handle(req, res).then((handled) => {
        if (!handled) res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const ask = (method: string, path: string) =>
      new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      const answer = await ask('TRACE', '/api/health');
      expect(answer.status).toBe(405);
      expect(answer.allow).toBe('GET');
      expect(JSON.parse(answer.body)).toEqual({ error: 'Method TRACE is not allowed here. Use GET.', code: 'method_not_allowed' });
      // A path of several methods names them all, as its other 405s do.
      const admin = await ask('TRACE', '/api/admin/courses');
      expect(admin).toMatchObject({ status: 405, allow: 'GET, POST, PATCH, DELETE' });
      expect(JSON.parse(admin.body).error).toBe('Method TRACE is not allowed here. Use GET or POST or PATCH or DELETE.');
    } finally {
      server.close();
      await functions.close();
    }
  }, 60_000);
});
