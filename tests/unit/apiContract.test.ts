// The API contract (src/api/contract.ts) against the functions that serve it: every function's literal
// `config.path` (Netlify's bundler reads it statically, so it cannot be imported from the contract) is a declared
// route, every declared route has a function, and each function answers exactly the methods declared for its path
// (asked with an OPTIONS request, which every handler refuses with 405 and its Allow header before any sign-in).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from '@netlify/functions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as contract from '../../src/api/contract';
import { routeUrl } from '../../src/api/request';
import {
  adminCourseDeleteRoute,
  adminUserDetailsRoute,
  adminUsersRoute,
  certificateVerifyRoute,
  deleteUserRoute,
  type RouteDeclaration,
} from '../../src/api/contract';
import { handlerFor } from '../../netlify/lib/handler';
import { courseIdQuerySchema, exportQuerySchema, userIdSchema, type AdminUser } from '../../src/lib/admin/admin';
import { adminUsersPageQuerySchema } from '../../src/lib/admin/usersPaging';

const FUNCTIONS_DIR = join(import.meta.dirname, '../../netlify/functions');

const routes = Object.values(contract).filter(
  (value): value is RouteDeclaration => typeof value === 'object' && value !== null && 'path' in value && 'method' in value,
);

/** Each function file's `export const config` path and method (when it declares one), read as Netlify reads it. */
const functions = readdirSync(FUNCTIONS_DIR)
  .filter((name) => /\.m?[jt]s$/.test(name))
  .map((file) => {
    const source = readFileSync(join(FUNCTIONS_DIR, file), 'utf8');
    const config = /export const config(?::\s*Config)?\s*=\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
    const path = /\bpath:\s*'([^']+)'/.exec(config)?.[1] ?? null;
    const method = /\bmethod:\s*'([^']+)'/.exec(config)?.[1] ?? null;
    const scheduled = /\bschedule:\s*'/.test(config);
    return { file, path, method, scheduled };
  })
  // A scheduled function (Netlify runs it on its schedule) has no address and no route.
  .filter((fn) => {
    if (fn.scheduled && fn.path) throw new Error(`${fn.file} is scheduled and must not declare a path`);
    return !fn.scheduled;
  });

const methodsOf = (path: string) => [...new Set(routes.filter((route) => route.path === path).map((route) => route.method))].sort();

describe('the API contract and the functions', () => {
  it('declares the routes once each (one entry per path and method, except deliberate variants of a GET)', () => {
    expect(routes.length).toBeGreaterThan(40);
    const seen = new Map<string, number>();
    for (const route of routes) seen.set(`${route.method} ${route.path}`, (seen.get(`${route.method} ${route.path}`) ?? 0) + 1);
    // The list and the one-record reads of /api/admin/sessions and /api/admin/users share a path and method.
    expect(
      [...seen]
        .filter(([, count]) => count > 1)
        .map(([key]) => key)
        .sort(),
    ).toEqual(['GET /api/admin/sessions', 'GET /api/admin/users']);
    for (const route of routes) {
      expect(route.path, route.path).toMatch(/^\/api\/[a-z0-9/:-]+$/);
      expect(['public', 'user', 'admin']).toContain(route.auth);
    }
  });

  it("gives every function a literal config.path that is a declared route's path", () => {
    expect(functions.length).toBeGreaterThan(30);
    for (const { file, path, method } of functions) {
      expect(path, `${file} has no literal config.path`).not.toBeNull();
      expect(methodsOf(path!), `${file}: ${path} is not in src/api/contract.ts`).not.toEqual([]);
      if (method) expect(methodsOf(path!), `${file}: config.method`).toContain(method);
    }
  });

  it('has a function for every declared route', () => {
    const served = new Set(functions.map((fn) => fn.path));
    expect(routes.filter((route) => !served.has(route.path)).map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  describe('each function answers exactly the methods its routes declare', () => {
    beforeAll(() => {
      vi.stubEnv('CONTEXT', undefined);
      vi.spyOn(console, 'error').mockImplementation(() => {});
    });
    afterAll(() => {
      vi.unstubAllEnvs();
      vi.restoreAllMocks();
    });
    const context = { deploy: { context: 'dev', id: 'test', published: false }, params: {} } as unknown as Context;
    for (const { file, path } of functions) {
      it(`${file}`, async () => {
        const module = (await import(join(FUNCTIONS_DIR, file))) as { default: (req: Request, context: Context) => Promise<Response> };
        const url = `http://localhost${path!.replace(/:\w+/g, 'x')}`;
        const response = await module.default(new Request(url, { method: 'OPTIONS' }), context);
        expect(response.status).toBe(405);
        const allowed = (response.headers.get('allow') ?? '')
          .split(',')
          .map((method) => method.trim())
          .filter((method) => method !== 'HEAD')
          .sort();
        expect(allowed).toEqual(methodsOf(path!));
        expect((await response.json()).code).toBe('method_not_allowed');
      });
    }
  });
});

describe('routeUrl', () => {
  it('puts query input in the query string and path input in the path', () => {
    expect(routeUrl(adminCourseDeleteRoute, { id: 'a b' })).toBe('/api/admin/courses?id=a+b');
    expect(routeUrl(certificateVerifyRoute, { code: 'AB/12' })).toBe('/api/certificates/AB%2F12');
    expect(routeUrl(deleteUserRoute, { userId: 'u1' })).toBe('/api/delete-user');
  });
});

describe('handlerFor', () => {
  it("refuses a handler whose caller check differs from the route's", () => {
    expect(() => handlerFor(deleteUserRoute)({ auth: 'user', body: userIdSchema, handle: () => ({ success: true }) })).toThrow(
      "POST /api/delete-user is declared for 'admin' callers but its handler checks 'user'",
    );
  });

  it('type-checks the input schema and the answer against the route', () => {
    // Compile-time checks (npx tsc): each line below must fail to compile, or tsc reports an unused directive.
    // @ts-expect-error the body schema checks a different input than the route declares
    handlerFor(deleteUserRoute)({ auth: 'admin', body: courseIdQuerySchema, handle: () => ({ success: true }) });
    // @ts-expect-error the answer is not the route's response type
    handlerFor(deleteUserRoute)({ auth: 'admin', body: userIdSchema, handle: () => ({ deleted: true }) });
    expect(handlerFor(deleteUserRoute)({ auth: 'admin', body: userIdSchema, handle: () => ({ success: true }) })).toBeTypeOf('function');
  });

  it('lets the routes of one method and path share a handler, checked against each of them', () => {
    const users = handlerFor(adminUsersRoute, adminUserDetailsRoute);
    // Compile-time checks, as above.
    // @ts-expect-error the query schema lacks the details' ?id=
    users({ auth: 'admin', query: exportQuerySchema, handle: () => ({ user: {} as AdminUser }) });
    // @ts-expect-error an answer neither route gives
    users({ auth: 'admin', query: adminUsersPageQuerySchema, handle: () => ({ deleted: true }) });
    expect(users({ auth: 'admin', query: adminUsersPageQuerySchema, handle: () => ({ user: {} as AdminUser }) })).toBeTypeOf('function');
    expect(() => handlerFor(adminUsersRoute, deleteUserRoute)).toThrow(
      'POST /api/delete-user (admin) cannot share a handler with GET /api/admin/users (admin)',
    );
  });
});
