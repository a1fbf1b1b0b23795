// @ts-check
// Runs netlify/functions/* inside this process for local serving (`npm start`, the built-site server):
// each function file is loaded through a Vite module runner on its first call, with no bundling.
// Netlify's own local emulation bundles every function (esbuild + file tracing) before the first answer,
// which took minutes on a 2-core machine; deployed functions are still bundled by Netlify as usual.
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ROOT } from './emulators.mjs';

export const FUNCTIONS_DIR = join(ROOT, 'netlify', 'functions');
/**
 * Local file storage's signed addresses (Cloud Storage's part, served here, never deployed): see
 * netlify/lib/adapters/storage/localSignedFiles.ts. The prefix is LOCAL_FILES_PREFIX of localSignedUrls.ts.
 */
export const LOCAL_FILES_PREFIX = '/local-files/';
const LOCAL_FILES_MODULE = join(ROOT, 'netlify', 'lib', 'adapters', 'storage', 'localSignedFiles.ts');
const FUNCTION_FILE = /\.(mts|ts|mjs|js|cts|cjs)$/;

/** A Node request; under Vite's middleware (connect) it also has the URL before any rewrite. */
/** @typedef {import('node:http').IncomingMessage & { originalUrl?: string }} NodeRequest */
/** @typedef {import('node:http').ServerResponse} NodeResponse */
/** @typedef {ReturnType<typeof functionRoutes>} FunctionRoutes */

/**
 * Each function's routes, read from its source: `export const config = { path: '/api/x' }` (a string or an
 * array of strings), plus Netlify's default `/.netlify/functions/{name}`. A scheduled function
 * (`config = { schedule: ... }`) has no address on Netlify, so none here either (`npm start` runs its work itself).
 */
export function functionRoutes(dir = FUNCTIONS_DIR) {
  return readdirSync(dir)
    .filter((file) => FUNCTION_FILE.test(file))
    .map((file) => ({ file, source: readFileSync(join(dir, file), 'utf8') }))
    .filter(({ source }) => !/export\s+const\s+config\b[^=]*=\s*\{[^}]*\bschedule\s*:/.test(source))
    .map(({ file, source }) => {
      const declared = source.match(/export\s+const\s+config\b[^=]*=\s*\{[^]*?\bpath\s*:\s*(\[[^\]]*\]|'[^']*'|"[^"]*"|`[^`]*`)/);
      const paths = declared ? [...declared[1].matchAll(/['"`]([^'"`]+)['"`]/g)].map((m) => m[1]) : [];
      const name = basename(file, extname(file));
      return { name, file: join(dir, file), paths: [...paths, `/.netlify/functions/${name}`] };
    });
}

/** @param {string} path */
const trimSlash = (path) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The function serving `pathname`, with the route's named parameters (Netlify's URLPattern syntax).
 * @param {FunctionRoutes} routes
 * @param {string} pathname
 */
export function matchFunction(routes, pathname) {
  const wanted = trimSlash(pathname);
  for (const route of routes) {
    for (const path of route.paths) {
      if (!/[:*]/.test(path)) {
        if (trimSlash(path) === wanted) return { route, params: {} };
        continue;
      }
      const match = new URLPattern({ pathname: path }).exec({ pathname: wanted });
      if (match) return { route, params: { ...match.pathname.groups } };
    }
  }
  return null;
}

/** @param {NodeRequest} req */
async function readBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * @param {NodeRequest} req
 * @param {Buffer<ArrayBuffer>} body
 * @param {string} origin
 */
function toWebRequest(req, body, origin) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (key.startsWith(':') || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const ip = req.socket.remoteAddress ?? '';
  headers.set('x-nf-client-connection-ip', ip);
  const method = req.method ?? 'GET';
  return new Request(new URL(req.originalUrl ?? req.url ?? '/', origin), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
}

/**
 * @param {Response} response
 * @param {NodeResponse} res
 */
async function writeWebResponse(response, res) {
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [key, value] of response.headers) if (key !== 'set-cookie') headers[key] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (response.body)
    await new Promise((resolve, reject) =>
      Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (response.body))
        .on('error', reject)
        .pipe(res)
        .on('finish', resolve),
    );
  else res.end();
}

/** Methods a web Request cannot carry (`new Request` throws), so no function can be asked to refuse them itself. */
/**
 * A request's body as a web stream, read as the reader asks (the socket pauses meanwhile). Not Readable.toWeb: once
 * the reader cancels (an upload refused part way), it goes on enqueueing arriving data into the closed stream and
 * throws; here the rest is read and dropped, so the refusal's answer still reaches the browser.
 * @param {NodeRequest} req
 * @returns {ReadableStream<Uint8Array>}
 */
function bodyStream(req) {
  let cancelled = false;
  return new ReadableStream({
    start(controller) {
      req.pause();
      req.on('data', (/** @type {Buffer} */ chunk) => {
        if (cancelled) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 1) <= 0) req.pause();
      });
      req.on('end', () => cancelled || controller.close());
      req.on('error', (error) => cancelled || controller.error(error));
    },
    pull() {
      req.resume();
    },
    cancel() {
      cancelled = true;
      req.resume();
    },
  });
}

export const UNREPRESENTABLE_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * TRACE and its kind get the function's own 405: the function is asked with OPTIONS, which every function refuses
 * before any work (netlify/lib/handlerBasics.ts), and its Allow header and words are passed on for the real method.
 * @param {NodeRequest} req
 * @param {NodeResponse} res
 * @param {{ route: { file: string }, params: Record<string, string | undefined> }} found
 * @param {{ import: (file: string) => Promise<any> }} runner
 */
async function refuseUnrepresentableMethod(req, res, found, runner) {
  const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
  const probe = new Request(new URL(req.originalUrl ?? req.url ?? '/', origin), { method: 'OPTIONS' });
  const module = await runner.import(found.route.file);
  const answer = await module.default(probe, localContext({ req, request: probe, params: found.params }));
  const allow = answer instanceof Response ? answer.headers.get('allow') : null;
  const methods = allow ? `Use ${allow.split(/,\s*/).join(' or ')}.` : '';
  const words = `Method ${req.method} is not allowed here.${methods ? ` ${methods}` : ''}`;
  res.writeHead(405, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(allow ? { allow } : {}),
  });
  res.end(JSON.stringify({ error: words, code: 'method_not_allowed' }));
}

/**
 * The subset of Netlify's Context our handlers read (deploy context, caller address, params).
 * @param {{ req: NodeRequest, request: Request, params: Record<string, string | undefined> }} call
 */
function localContext({ req, request, params }) {
  /** @type {Promise<unknown>[]} */
  const pending = [];
  return {
    account: { id: 'local' },
    cookies: { get: () => undefined, set: () => {}, delete: () => {} },
    deploy: { context: 'dev', id: 'local', published: false },
    geo: {},
    ip: req.socket.remoteAddress ?? '',
    params,
    requestId: randomUUID(),
    server: { region: 'local' },
    site: { id: 'local', name: 'local', url: new URL(request.url).origin },
    url: new URL(request.url),
    waitUntil: (/** @type {unknown} */ promise) => pending.push(Promise.resolve(promise).catch((error) => console.error(error))),
    json: (/** @type {unknown} */ value, /** @type {ResponseInit | undefined} */ init) => Response.json(value, init),
    next: () => new Response('Not found', { status: 404 }),
  };
}

/**
 * Starts a Vite module runner over the project (no config file, no dependency optimisation; packages load
 * natively) and returns a Node request handler for function routes. `watch` reloads edited files (dev).
 */
export async function createLocalFunctions({ watch = false, origin = 'http://127.0.0.1' } = {}) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: ROOT,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    server: {
      middlewareMode: true,
      ws: false,
      watch: watch
        ? {
            ignored: [
              '**/node_modules/**',
              '**/.data/**',
              '**/.test-data/**',
              '**/studio/**',
              '**/dist/**',
              '**/test-results/**',
              '**/reports/**',
            ],
          }
        : null,
    },
  });
  // Without a config the SSR environment is Vite's runnable one (it has a module runner).
  const runner = /** @type {import('vite').RunnableDevEnvironment} */ (vite.environments.ssr).runner;
  // A function's stray promise rejection is its own failure, not the whole local server's.
  if (!process.listenerCount('unhandledRejection')) {
    process.on('unhandledRejection', (reason) => console.error('Unhandled rejection in a local function:', reason));
  }
  let routes = functionRoutes();
  if (watch) {
    // New, renamed or re-routed functions apply without a restart: re-read the routes when that folder changes.
    /** @param {string} file */
    const refresh = (file) => {
      if (file.startsWith(FUNCTIONS_DIR)) routes = functionRoutes();
    };
    vite.watcher.add(FUNCTIONS_DIR);
    for (const event of ['add', 'unlink', 'change']) vite.watcher.on(event, refresh);
  }

  /**
   * Handles a function route and returns true, or returns false for any other path.
   * @param {NodeRequest} req
   * @param {NodeResponse} res
   */
  async function handle(req, res) {
    const pathname = new URL(req.originalUrl ?? req.url ?? '/', origin).pathname;
    if (pathname.startsWith(LOCAL_FILES_PREFIX)) return serveLocalFile(req, res);
    const found = matchFunction(routes, pathname);
    if (!found) return false;
    try {
      if (UNREPRESENTABLE_METHODS.has((req.method ?? '').toUpperCase())) {
        await refuseUnrepresentableMethod(req, res, found, runner);
        return true;
      }
      const body = await readBody(req);
      const request = toWebRequest(req, body, `http://${req.headers.host ?? new URL(origin).host}`);
      const module = await runner.import(found.route.file);
      if (typeof module.default !== 'function') throw new Error(`${found.route.file} has no default export`);
      const response = await module.default(request, localContext({ req, request, params: found.params }));
      await writeWebResponse(response instanceof Response ? response : new Response(null, { status: 204 }), res);
    } catch (error) {
      console.error(`Function ${found.route.name} failed:`, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Internal error in the local function server' }));
    }
    return true;
  }

  /**
   * A signed address of local file storage, answered from the folder (streamed, with Range), beside the functions
   * and with their configuration (the module loads in their runner).
   * @param {NodeRequest} req
   * @param {NodeResponse} res
   */
  async function serveLocalFile(req, res) {
    try {
      if (UNREPRESENTABLE_METHODS.has((req.method ?? '').toUpperCase())) {
        res.writeHead(405, { allow: 'GET, HEAD, PUT', 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Method ${req.method} is not allowed here. Use GET, HEAD or PUT.`);
        return true;
      }
      const host = `http://${req.headers.host ?? new URL(origin).host}`;
      // An upload (a signed PUT) streams on to the file as it arrives: up to 200 MB is never read whole here.
      const request =
        req.method === 'PUT'
          ? new Request(toWebRequest(req, Buffer.alloc(0), host), {
              body: bodyStream(req),
              // @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM types do not know it.
              duplex: 'half',
            })
          : toWebRequest(req, Buffer.alloc(0), host);
      const module = await runner.import(LOCAL_FILES_MODULE);
      /** @type {Response} */
      const response = await module.answerLocalFileRequest(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (!response.body) {
        res.end();
        return true;
      }
      // A player drops its range requests as it seeks: the file is closed with the connection (pipeline), quietly,
      // and one dropped before its answer began is not opened for reading at all.
      if (res.destroyed) {
        await response.body.cancel();
        return true;
      }
      await pipeline(Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (response.body)), res).catch((error) => {
        if (error?.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
      });
    } catch (error) {
      console.error('Serving a local file failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error in the local file server');
    }
    return true;
  }

  return { handle, close: () => vite.close() };
}

/**
 * Vite plugin for `astro dev`: serves the functions before Astro's pages.
 * @returns {import('vite').Plugin}
 */
export function localFunctionsPlugin() {
  return {
    name: 'local-functions',
    apply: 'serve',
    async configureServer(server) {
      const functions = await createLocalFunctions({ watch: true });
      server.httpServer?.once('close', () => void functions.close());
      server.middlewares.use((req, res, next) => {
        functions.handle(req, res).then((handled) => handled || next(), next);
      });
    },
  };
}
