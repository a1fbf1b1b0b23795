// @ts-check
// `npm start` serves the site and nothing else of the project. Vite's dev server would otherwise answer any file
// under the project root: the local data folder (every local account with its password, the outbox with its
// reset codes, logs, uploads, the lake's drafts), the content seed, and the sources of the functions, scripts,
// tests and Studio. What the browser loads in dev is the site's pages, its public files, its own modules under
// src/, its packages under node_modules/ (and Vite's dependency cache), and the functions under /api: everything
// else is 404, a path that cannot be decoded is 400, and a method no page answers is 405, each with plain words
// (the dev server's own answer to a malformed path was a stack trace with the machine's absolute paths).
// Vite's `server.fs.allow` (astro.config.mjs) says the same for the files Vite itself reads: the second line.
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** The project's top-level folders that the browser loads from in dev (as modules or packages). */
export const SERVED_FOLDERS = ['src', 'node_modules'];

/** Methods that no page answers and that the dev server would otherwise leave hanging (TRACE) or fail on. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
const PAGE_METHODS = 'GET, HEAD';

export const NOT_FOUND_WORDS = 'Not found: this address is not part of the site.';
export const MALFORMED_WORDS = 'Bad request: this address is not a valid web address (a broken %-escape).';

/**
 * The folders under `root` (and Vite's cache) from which files may be served, as absolute paths.
 * @param {string} root
 * @param {string} [cacheDir]
 */
export function servedFolders(root, cacheDir = join(root, 'node_modules', '.vite')) {
  return [...SERVED_FOLDERS.map((folder) => join(root, folder)), resolve(cacheDir)];
}

/** True when `file` is `folder` itself or inside it. */
const inside = (/** @type {string} */ folder, /** @type {string} */ file) => {
  const rel = relative(folder, file);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel));
};

/**
 * True when an absolute file path may be served: inside a served folder, with no hidden (dot) folder or file on
 * the way (a package's own .cache, a stray .env), except inside Vite's dependency cache, which lives in one.
 * @param {string} file
 * @param {{ root: string, cacheDir?: string }} project
 */
export function isServedFile(file, { root, cacheDir }) {
  const cache = resolve(cacheDir ?? join(root, 'node_modules', '.vite'));
  if (inside(cache, file)) return true;
  const folder = servedFolders(root, cache).find((candidate) => candidate !== cache && inside(candidate, file));
  if (!folder) return false;
  return !relative(folder, file)
    .split(sep)
    .some((segment) => segment.startsWith('.'));
}

/**
 * True when a decoded URL path is part of the site: a page, a public file, a module of src/ or a package, or a Vite
 * address for one of those. Anything naming another part of the project (or a hidden file) is not.
 * @param {string} path  decoded, starting with '/'
 * @param {{ root: string, cacheDir?: string }} project
 * @returns {boolean}
 */
export function isSitePath(path, project) {
  const segments = path.split('/');
  // Vite would resolve '/src/../.data/x' to a file of the project: no address of the site climbs.
  if (segments.includes('..')) return false;
  // Vite's address for a file by its absolute path.
  if (path.startsWith('/@fs/')) return isServedFile(resolve(path.slice('/@fs'.length)), project);
  // Vite's address for a module id: a package name or a virtual module, or an absolute file path.
  if (path.startsWith('/@id/')) {
    const id = path.slice('/@id/'.length).replace(/^__x00__/, '');
    const asFile = resolve('/', id);
    return existsSync(asFile) ? isServedFile(asFile, project) : isSitePath(`/${id.replace(/^\/+/, '')}`, project);
  }
  const [, first = ''] = segments;
  if (first.startsWith('@') || first === '') return true; // /@vite/client, /@react-refresh, the home page
  const file = join(project.root, ...segments.slice(1));
  if (SERVED_FOLDERS.includes(first)) return isServedFile(file, project);
  // A hidden name (.data, .git, .env, .test-data...) is never a page; another file or folder of the project is
  // not the site; anything else is a page, a public file or a function, answered further on.
  if (segments.some((segment) => segment.startsWith('.'))) return isServedFile(file, project);
  return !existsSync(join(project.root, first));
}

/** Addresses the functions answer (scripts/lib/local-functions.mjs), each with its own 404 and 405. */
const FUNCTION_PREFIXES = ['/api/', '/.netlify/functions/'];

/**
 * The answer the dev server gives a request before anything else looks at it, or null to go on.
 * @param {{ method?: string, url?: string }} req
 * @param {{ root: string, cacheDir?: string }} project
 * @returns {{ status: number, words: string, headers?: Record<string, string> } | null}
 */
export function siteOnlyRefusal(req, project) {
  const url = req.url ?? '/';
  const rawPath = url.split(/[?#]/, 1)[0] ?? '/';
  /** @type {string} */
  let path;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { status: 400, words: MALFORMED_WORDS };
  }
  if (path.includes('\0') || !path.startsWith('/')) return { status: 400, words: MALFORMED_WORDS };
  if (FUNCTION_PREFIXES.some((prefix) => rawPath.startsWith(prefix)) && !path.split('/').includes('..')) return null;
  const method = (req.method ?? 'GET').toUpperCase();
  if (REFUSED_METHODS.has(method)) {
    return {
      status: 405,
      words: `Method ${method} is not allowed here. Use ${PAGE_METHODS.replace(', ', ' or ')}.`,
      headers: { allow: PAGE_METHODS },
    };
  }
  if (!isSitePath(path, project)) return { status: 404, words: NOT_FOUND_WORDS };
  // Astro's image service reads the file its `href` names: the same rule holds for it.
  if (path === '/_image') {
    let href;
    try {
      href = new URL(url, 'http://localhost').searchParams.get('href');
    } catch {
      return { status: 400, words: MALFORMED_WORDS };
    }
    if (href?.startsWith('/') && !href.startsWith('//')) {
      try {
        if (!isSitePath(decodeURIComponent(href.split(/[?#]/, 1)[0] ?? ''), project)) return { status: 404, words: NOT_FOUND_WORDS };
      } catch {
        return { status: 400, words: MALFORMED_WORDS };
      }
    }
  }
  return null;
}

/**
 * Vite plugin for `astro dev`: answers every request outside the site (see above) before Vite, Astro or any other
 * plugin does (Astro puts its own middlewares first, and they fail on a malformed path): it puts itself first in the
 * middleware stack, after Astro did. A plugin listed after it that does the same (the security headers) runs before it.
 * Function addresses go on to the functions, which give their own 404 and 405.
 * @returns {import('vite').Plugin}
 */
export function siteOnly() {
  return {
    name: 'site-only',
    apply: 'serve',
    configureServer(server) {
      const project = { root: server.config.root, cacheDir: server.config.cacheDir };
      /**
       * @param {import('node:http').IncomingMessage} req
       * @param {import('node:http').ServerResponse} res
       * @param {() => void} next
       */
      const guard = (req, res, next) => {
        const refusal = siteOnlyRefusal(req, project);
        if (!refusal) return next();
        res.writeHead(refusal.status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...refusal.headers });
        res.end(req.method === 'HEAD' ? undefined : refusal.words);
      };
      // In the hook Vite runs after its own middlewares are in place, as Astro puts its own in front then too.
      return () => void server.middlewares.stack.unshift({ route: '', handle: guard });
    },
  };
}
