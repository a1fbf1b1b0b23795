// @ts-check
// Serves dist/ + netlify/functions through @netlify/dev, which applies netlify.toml's redirects and
// headers like production; unknown paths get dist/404.html with status 404, as on Netlify.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { keepConnectionsOpen } from './keep-alive.mjs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { NetlifyDev } from '@netlify/dev';
import { ROOT } from './emulators.mjs';
import { UNREPRESENTABLE_METHODS, createLocalFunctions } from './local-functions.mjs';

/**
 * NetlifyDev as it is at run time: its types call `getConfig` private, but it is an ordinary method that a
 * subclass may override (and call through `super`).
 * @typedef {new (options: ConstructorParameters<typeof NetlifyDev>[0]) => Omit<NetlifyDev, never> & { getConfig(): Promise<any> }} OverridableNetlifyDev
 */

/**
 * Locally the browser also talks to the Firebase Auth emulator, which production's CSP (rightly) does not
 * allow: add its origin to connect-src, here only.
 * @param {Headers} headers
 */
export function allowEmulatorInCsp(headers, env = process.env) {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST;
  const csp = headers.get('content-security-policy');
  if (!host || !csp) return;
  headers.set('content-security-policy', csp.replace(/connect-src ([^;]*)/, `connect-src $1 http://${host}`));
}

/** Text answers that Netlify's CDN sends compressed (pages, scripts, styles, JSON, SVG, the sitemap). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

const gzipAsync = promisify(gzip);
/** Gzipped bodies by the hash of what they compress: the built files are the same on every request. */
const gzipped = new Map();
const GZIP_CACHE_ENTRIES = 500;

/**
 * A body gzipped off the server's one thread (which also runs every function), each distinct body once.
 * @param {Buffer} body
 */
async function gzipOnce(body) {
  const key = createHash('sha1').update(body).digest('base64');
  const known = gzipped.get(key);
  if (known) return known;
  const compressed = await gzipAsync(body);
  if (gzipped.size >= GZIP_CACHE_ENTRIES) gzipped.delete(gzipped.keys().next().value);
  gzipped.set(key, compressed);
  return compressed;
}

/**
 * @param {Response} response
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} extraHeaders
 * @param {string} [acceptEncoding] the request's Accept-Encoding
 */
async function sendWebResponse(response, res, extraHeaders, acceptEncoding = '') {
  // Header names are case-insensitive: merge through Headers so none is sent twice.
  const headers = new Headers(response.headers);
  for (const [key, value] of Object.entries(extraHeaders)) headers.set(key, value);
  allowEmulatorInCsp(headers);
  // Compressed as Netlify's CDN sends them, so that a measurement here (Lighthouse, page weights) downloads what a
  // visitor downloads: a browser that asks for gzip gets the text files gzipped.
  const compress =
    !!response.body &&
    /\bgzip\b/.test(acceptEncoding) &&
    !headers.has('content-encoding') &&
    COMPRESSIBLE.test(headers.get('content-type') ?? '');
  if (compress) {
    const body = await gzipOnce(Buffer.from(await response.arrayBuffer()));
    headers.set('content-encoding', 'gzip');
    headers.set('content-length', String(body.length));
    headers.append('vary', 'Accept-Encoding');
    res.writeHead(response.status, Object.fromEntries(headers));
    res.end(body);
    return;
  }
  res.writeHead(response.status, Object.fromEntries(headers));
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * The Host names this server answers to: its own loopback address. Anything else is refused, so a page
 * or e-mail link can never be built from a Host header somebody else chose (DNS rebinding, a forged Host).
 * @param {number} port
 */
export function allowedHosts(port) {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);
}

/** `functions: false` serves pages, redirects and headers only (Lighthouse audits pages). */
export async function serveBuiltSite({ port = 8888, host = '127.0.0.1', distDir = join(ROOT, 'dist'), functions = true } = {}) {
  const notFoundPage = join(distDir, '404.html');
  if (!existsSync(notFoundPage)) throw new Error(`${distDir} has no built site: run \`npm run build\` first.`);
  // The Auth emulator accepts unsigned tokens, and the local checkout enrolls for free: local mode is for
  // the person at this machine only.
  if (!LOOPBACK.has(host) && process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(`Refusing to listen on ${host}: with the Auth emulator the site must stay on this machine (127.0.0.1).`);
  }
  const hosts = allowedHosts(port);
  const address = `http://${host}:${port}`;
  // netlify.toml's publish directory would otherwise be served before `distDir` (stale pages in parallel runs).
  class BuiltSiteNetlifyDev extends /** @type {OverridableNetlifyDev} */ (/** @type {unknown} */ (NetlifyDev)) {
    async getConfig() {
      const config = await super.getConfig();
      config.config.build.publish = distDir;
      return config;
    }
  }
  const netlify = new BuiltSiteNetlifyDev({
    projectRoot: ROOT,
    serverAddress: address,
    staticFiles: { directories: [] },
    edgeFunctions: { enabled: false },
    // Functions run through local-functions.mjs (no bundling); NetlifyDev keeps static files, redirects, headers.
    functions: { enabled: false },
    images: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    logger: { log: () => {}, warn: (m) => console.warn(m), error: (m) => console.error(m) },
  });
  await netlify.start();
  const localFunctions = functions ? await createLocalFunctions({ origin: address }) : null;

  const server = createServer(async (req, res) => {
    try {
      if (!hosts.has(req.headers.host ?? '')) {
        res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`This local server answers only to ${address}.`);
        return;
      }
      if (localFunctions && (await localFunctions.handle(req, res))) return;
      // TRACE and its kind cannot become a web Request for the static server: a page answers GET and HEAD.
      if (UNREPRESENTABLE_METHODS.has((req.method ?? '').toUpperCase())) {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Method ${req.method} is not allowed here. Use GET or HEAD.`);
        return;
      }
      /** @type {Record<string, string>} */
      const headers = {};
      const result = await netlify.handleAndIntrospectNodeRequest(req, {
        headersCollector: (key, value) => {
          headers[key] = value;
        },
        serverAddress: address,
      });
      if (result) return await sendWebResponse(result.response, res, headers, req.headers['accept-encoding']);
      // As on Netlify, the not-found page carries the same headers as every other page.
      await netlify.handleAndIntrospect(new Request(`${address}/404.html`), {
        headersCollector: (key, value) => {
          headers[key] = value;
        },
      });
      await sendWebResponse(
        new Response(readFileSync(notFoundPage), { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } }),
        res,
        headers,
        req.headers['accept-encoding'],
      );
    } catch (error) {
      console.error(error);
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error in the local server');
    }
  });
  keepConnectionsOpen(server);
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    })
  );
  return {
    url: address,
    close: async () => {
      await new Promise((r) => server.close(r));
      await netlify.stop();
      await localFunctions?.close();
    },
  };
}
