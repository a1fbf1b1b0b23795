// @ts-check
// A local stand-in for Sanity's hosted API ("content lake"), loopback only: the subset that the Studio
// and @sanity/client use (query, doc, listen, actions, mutate, assets, the project and user calls),
// plus the built Studio itself and the image CDN path. Everything else the Studio asks for gets an
// empty answer. Nothing here is for the internet: it has no authentication at all.
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { ActionError } from './actions.mjs';
import { QueryError, defaultPerspective, matchesFilter, runQuery } from './groq.mjs';
import { imageAssetDocument } from './seed.mjs';
import { openStore } from './store.mjs';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {import('./groq.mjs').LakeDocument} LakeDocument */

export const LOCAL_USER = {
  id: 'p-local-practitioner',
  name: 'Maya Linwood (local)',
  email: 'practitioner@localhost',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'local',
};
const ALL_PERMISSIONS = [{ filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history', 'manage'] }];
/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
// Browsers open at most six HTTP/1.1 connections per host, and every listener holds one open (the hosted
// API speaks HTTP/2). Listeners of Studio features the local lake does not offer (tasks, comments,
// releases) therefore get their welcome and are then closed with a reconnect delay of a day, so the
// document, preview and list listeners and the ordinary requests always find a free connection.
const DORMANT_LISTENER_TAGS = /\.(tasks-store|comments-store|releases\.listen)$/;
const DORMANT_RETRY_MS = 86_400_000;
// An API path: /v1/..., /vX/..., /v2025-02-19/...
const API_PATH = /^\/v(\d+|X|\d{4}-\d{2}-\d{2})(\/.*)$/;

class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * @param {Request} req
 * @param {number} [limit]
 * @returns {Promise<Buffer>}
 */
function readBody(req, limit = MAX_UPLOAD_BYTES) {
  return new Promise((resolveBody, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(new HttpError(413, 'Request body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * @param {Request} req
 * @returns {Promise<Record<string, any>>}
 */
async function readJson(req) {
  const body = await readBody(req);
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
  }
}

/**
 * `$name=<JSON>` entries of a query string, as @sanity/client sends GROQ parameters.
 * @param {URLSearchParams} search
 */
function paramsFromSearch(search) {
  /** @type {Record<string, unknown>} */
  const params = {};
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      throw new HttpError(400, `Parameter ${key} is not valid JSON`);
    }
  }
  return params;
}

/**
 * The Studio's index.html without the calls to Sanity's CDN (bridge script, web fonts): the Studio runs offline.
 * @param {string} html
 */
export function offlineStudioHtml(html) {
  return html
    .replace(/<script[^>]*src="https:\/\/core\.sanity-cdn\.com\/[^"]*"[^>]*><\/script>/g, '')
    .replace(/src: url\("https:\/\/studio-static\.sanity\.io\/[^"]*"\) format\("woff2"\);/g, 'src: local("Inter"), local("Arial");');
}

/**
 * Starts the lake. `dir` keeps its documents and images; `studioDir` (optional) is a built Studio to
 * serve at the root. Resolves to { url, close, store }.
 * `siteOrigins` are the addresses of the site that may call it from a browser besides the Studio (served here).
 * @param {{ port?: number, host?: string, dir: string, seedPath: string, seedImagesDir: string, projectId?: string, dataset?: string, studioDir?: string | null, siteOrigins?: string[], log?: (message: string) => void }} options
 */
export async function startLake({
  port = 3334,
  host = '127.0.0.1',
  dir,
  seedPath,
  seedImagesDir,
  projectId = 'local-dev',
  dataset = 'production',
  studioDir = null,
  siteOrigins = [],
  log = () => {},
}) {
  // Port 0 picks a free port (tests); the lake's public address is known once it listens.
  /** @type {string} */
  let publicUrl;
  /** @type {ReturnType<typeof openStore>} */
  let store;
  /** @type {Set<{ res: Response, close: () => void }>} */
  const listeners = new Set();
  // How many queries were answered: lets a test show that a client really went through the lake.
  const stats = { queries: 0 };
  /** @type {string | undefined} */
  let studioIndex;

  /** The browser origins allowed to call: the Studio's (it calls the API at <projectId>.localhost) and the site's. */
  /** @type {Set<string>} */
  let allowedOrigins = new Set();

  /**
   * Answers a browser request from an origin that is neither the Studio nor the site with 403 (a page of any other
   * site could otherwise read the drafts or write them, with credentials); true when refused.
   * @param {Request} req @param {Response} res
   */
  function refusedOrigin(req, res) {
    const origin = req.headers.origin;
    if (!origin) return false;
    if (allowedOrigins.has(origin)) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-allow-credentials', 'true');
      res.setHeader('vary', 'origin');
      return false;
    }
    log(`refused ${req.method} ${req.url} from origin ${origin}`);
    sendError(res, 403, `This local content lake answers only the Studio and the site, not ${origin}.`, 'httpError');
    return true;
  }

  /** @param {Response} res @param {number} status @param {unknown} value */
  function sendJson(res, status, value) {
    const body = JSON.stringify(value);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
  }

  /** @param {Response} res @param {number} status @param {string} description @param {string} [type] */
  function sendError(res, status, description, type = 'httpError') {
    sendJson(res, status, { error: { description, type }, message: description, statusCode: status });
  }

  /** @param {string} name */
  function checkDataset(name) {
    if (name !== dataset) throw new HttpError(404, `Dataset "${name}" not found`);
  }

  /** @param {Request} req @param {Response} res @param {URLSearchParams} search @param {string} version @param {string} ds */
  async function handleQuery(req, res, search, version, ds) {
    checkDataset(ds);
    let query;
    let params;
    let perspective = search.get('perspective');
    if (req.method === 'POST') {
      const body = await readJson(req);
      query = body.query;
      params = body.params ?? {};
      perspective ??= body.perspective;
    } else {
      query = search.get('query');
      params = paramsFromSearch(search);
    }
    if (typeof query !== 'string') throw new HttpError(400, 'Missing query');
    const started = performance.now();
    stats.queries += 1;
    const result = await runQuery(store.all(), query, params, { perspective: perspective ?? defaultPerspective(version) });
    sendJson(res, 200, { query, result, ms: Math.round((performance.now() - started) * 100) / 100 });
  }

  /** @param {Response} res @param {string} ds @param {string} ids */
  function handleDoc(res, ds, ids) {
    checkDataset(ds);
    const wanted = decodeURIComponent(ids).split(',').filter(Boolean);
    /** @type {LakeDocument[]} */
    const documents = [];
    /** @type {{ id: string, reason: string }[]} */
    const omitted = [];
    for (const id of wanted) {
      const doc = store.get(id);
      if (doc) documents.push(doc);
      else omitted.push({ id, reason: 'existence' });
    }
    sendJson(res, 200, { documents, omitted });
  }

  /**
   * @param {Request} req @param {Response} res @param {URLSearchParams} search @param {string} ds
   * @returns {Response | void}
   */
  function handleListen(req, res, search, ds) {
    checkDataset(ds);
    const query = search.get('query') ?? '*';
    const params = paramsFromSearch(search);
    const includeResult = search.get('includeResult') !== 'false';
    const includePrevious = search.get('includePreviousRevision') === 'true';
    const includeMutations = search.get('includeMutations') !== 'false';
    const withEffects = search.get('effectFormat') === 'mendoza';
    const events = new Set((search.get('events') ?? 'welcome,mutation').split(','));
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    /** @param {string} name @param {unknown} data @param {unknown} [id] */
    const write = (name, data, id) => res.write(`${id ? `id: ${id}\n` : ''}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    if (DORMANT_LISTENER_TAGS.test(search.get('tag') ?? '')) {
      res.write(`retry: ${DORMANT_RETRY_MS}\n\n`);
      if (events.has('welcome')) write('welcome', { listenerName: `local-${randomUUID()}` });
      return res.end();
    }
    if (events.has('welcome')) write('welcome', { listenerName: `local-${randomUUID()}` });
    // Events of one transaction go out in order, whatever the filter's evaluation time.
    /** @type {Promise<void>} */
    let queue = Promise.resolve();
    const unsubscribe = store.subscribe(({ event, before, after }) => {
      queue = queue
        .then(async () => {
          if (!events.has('mutation')) return;
          const matches = (await matchesFilter(after, query, params)) || (await matchesFilter(before, query, params));
          if (!matches) return;
          const { effects, mutations, ...rest } = event;
          write(
            'mutation',
            {
              ...rest,
              ...(includeMutations ? { mutations } : {}),
              ...(withEffects ? { effects } : {}),
              ...(includeResult && after ? { result: after } : {}),
              ...(includePrevious && before ? { previous: before } : {}),
            },
            event.eventId,
          );
        })
        .catch((/** @type {Error} */ error) => log(`listener: ${error.message}`));
    });
    // A comment line now and then keeps proxies and the browser from closing an idle stream.
    const heartbeat = setInterval(() => res.write(': ping\n\n'), 15_000);
    const entry = { res, close: () => res.end() };
    listeners.add(entry);
    req.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      listeners.delete(entry);
    });
  }

  /** @param {Request} req @param {Response} res @param {URLSearchParams} search @param {string} ds @param {string} kind */
  async function handleWrite(req, res, search, ds, kind) {
    checkDataset(ds);
    const body = await readJson(req);
    const transactionId = body.transactionId ?? search.get('transactionId') ?? undefined;
    const list = kind === 'actions' ? [body.actions ?? []].flat() : (body.mutations ?? []);
    if (body.dryRun) return sendJson(res, 200, { transactionId: transactionId ?? 'dry-run' });
    const outcome = store.commit(kind === 'actions' ? { actions: list } : { mutations: list }, transactionId ? { transactionId } : {});
    if (kind === 'actions') return sendJson(res, 200, { transactionId: outcome.transactionId });
    const returnDocuments = search.get('returnDocuments') === 'true';
    return sendJson(res, 200, {
      transactionId: outcome.transactionId,
      results: outcome.results.map((result) => ({ ...result, ...(returnDocuments ? { document: store.get(result.id) } : {}) })),
    });
  }

  /** @param {Request} req @param {Response} res @param {URLSearchParams} search @param {string} ds */
  async function handleUpload(req, res, search, ds) {
    checkDataset(ds);
    const bytes = await readBody(req);
    if (bytes.length === 0) throw new HttpError(400, 'Empty upload');
    const originalFilename = search.get('filename') || 'upload.jpg';
    let assetDoc;
    try {
      assetDoc = imageAssetDocument(bytes, { originalFilename, fileName: '', projectId, dataset, publicUrl });
    } catch (error) {
      throw new HttpError(400, `Not an image the local lake can read: ${/** @type {Error} */ (error).message}`);
    }
    assetDoc._lakeFile = `${assetDoc.sha1hash}.${assetDoc.extension}`;
    const target = join(store.imagesDir, assetDoc._lakeFile);
    if (!existsSync(target)) writeFileSync(target, bytes);
    sendJson(res, 200, { document: store.addAsset(assetDoc) });
  }

  /**
   * GET /images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>: the original file (transform parameters are ignored).
   * @param {Response} res
   * @param {string} pathname
   */
  function handleImage(res, pathname) {
    const match = /^\/images\/[^/]+\/[^/]+\/([a-f0-9]+)-(\d+x\d+)\.([a-z0-9]+)$/.exec(pathname);
    const asset = match && store.getRaw(`image-${match[1]}-${match[2]}-${match[3]}`);
    const file = asset?._lakeFile && join(store.imagesDir, asset._lakeFile);
    if (!file || !existsSync(file)) return sendError(res, 404, 'Image not found');
    res.writeHead(200, {
      'content-type': /** @type {LakeDocument} */ (asset).mimeType,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    createReadStream(file).pipe(res);
  }

  /** @param {Response} res @param {string} pathname */
  function handleStudio(res, pathname) {
    if (!studioDir) return sendError(res, 404, 'No Studio is served here');
    const root = resolve(studioDir);
    const candidate = normalize(join(root, decodeURIComponent(pathname)));
    if (candidate.startsWith(root) && candidate !== root && existsSync(candidate) && statSync(candidate).isFile()) {
      res.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(candidate)] ?? 'application/octet-stream',
        'cache-control': pathname.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      return createReadStream(candidate).pipe(res);
    }
    // Every other path is a Studio route: the single-page app answers it.
    studioIndex ??= offlineStudioHtml(readFileSync(join(root, 'index.html'), 'utf8'));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    return res.end(studioIndex);
  }

  /**
   * The project, user and dataset calls the Studio makes before it shows anything.
   * @param {Request} req
   * @param {Response} res
   * @param {string} path
   */
  function handleProjectApi(req, res, path) {
    if (path === '/users/me') return sendJson(res, 200, LOCAL_USER);
    let match = /^\/projects\/([^/]+)$/.exec(path);
    if (match) {
      return sendJson(res, 200, {
        id: match[1],
        displayName: 'Maya Linwood Hypnotherapy (local)',
        studioHost: null,
        isBlocked: false,
        isDisabled: false,
        isDisabledByUser: false,
        metadata: {},
        organizationId: null,
        members: [{ id: LOCAL_USER.id, role: 'administrator', roles: LOCAL_USER.roles, isCurrentUser: true, isRobot: false }],
      });
    }
    if (/^\/projects\/[^/]+\/datasets$/.test(path)) return sendJson(res, 200, [{ name: dataset, aclMode: 'private' }]);
    if (/^\/projects\/[^/]+\/datasets\/[^/]+\/acl$/.test(path)) return sendJson(res, 200, ALL_PERMISSIONS);
    if (/^\/projects\/[^/]+\/(roles|user-applications|features)$/.test(path)) return sendJson(res, 200, []);
    if (/^\/users\/me\/keyvalue/.test(path)) return sendJson(res, 200, []);
    if (path === '/features') return sendJson(res, 200, []);
    match = /^\/users\/([^/]+)$/.exec(path);
    if (match)
      return sendJson(
        res,
        200,
        match[1].split(',').map((id) => (id === LOCAL_USER.id ? LOCAL_USER : { id, displayName: id })),
      );
    return undefined;
  }

  /** @param {Request} req @param {Response} res */
  async function route(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { pathname, searchParams: search } = url;
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
      res.setHeader('access-control-max-age', '600');
      res.writeHead(204);
      return res.end();
    }
    if (pathname.startsWith('/images/')) return handleImage(res, pathname);
    const api = API_PATH.exec(pathname);
    if (!api) return handleStudio(res, pathname);
    const [, version, path] = api;
    let match;
    if ((match = /^\/data\/query\/([^/]+)$/.exec(path))) return handleQuery(req, res, search, version, match[1]);
    if ((match = /^\/data\/doc\/([^/]+)\/(.+)$/.exec(path))) return handleDoc(res, match[1], match[2]);
    if ((match = /^\/data\/listen\/([^/]+)$/.exec(path))) return handleListen(req, res, search, match[1]);
    if ((match = /^\/data\/(actions|mutate)\/([^/]+)$/.exec(path)) && req.method === 'POST') {
      return handleWrite(req, res, search, match[2], match[1]);
    }
    if ((match = /^\/assets\/images\/([^/]+)$/.exec(path)) && req.method === 'POST') return handleUpload(req, res, search, match[1]);
    if (/^\/data\/history\/[^/]+\/events\/documents\//.test(path)) return sendJson(res, 200, { events: {}, nextCursor: '' });
    if (/^\/data\/history\/[^/]+\/transactions\//.test(path)) {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      return res.end('');
    }
    if (handleProjectApi(req, res, path) !== undefined) return undefined;
    // Everything else the Studio may ask (telemetry, journeys, comments, schedules...) gets an empty answer.
    log(`empty answer for ${req.method} ${path}`);
    return sendJson(res, 200, {});
  }

  const server = createServer((req, res) => {
    if (refusedOrigin(req, res)) return;
    route(req, res).catch((/** @type {any} */ error) => {
      const status = error instanceof HttpError || error instanceof QueryError || error instanceof ActionError ? error.status : 500;
      if (status === 500) log(`error on ${req.method} ${req.url}: ${error.stack ?? error.message}`);
      if (res.headersSent) return res.end();
      const type = error instanceof QueryError ? 'queryParseError' : error instanceof ActionError ? 'actionError' : 'httpError';
      return sendError(res, status, error.message, type);
    });
  });
  await /** @type {Promise<void>} */ (
    new Promise((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolveListen());
    })
  );
  const actualPort = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  publicUrl = `http://localhost:${actualPort}`;
  allowedOrigins = new Set([
    publicUrl,
    `http://127.0.0.1:${actualPort}`,
    `http://${projectId}.localhost:${actualPort}`,
    ...siteOrigins.map((origin) => origin.replace(/\/+$/, '')),
  ]);
  try {
    store = openStore({ dir, seedPath, seedImagesDir, projectId, dataset, publicUrl });
  } catch (error) {
    server.close();
    throw error;
  }
  return {
    url: `http://${host}:${actualPort}`,
    studioUrl: `${publicUrl}/`,
    store,
    stats,
    /**
     * Serves a (newly) built Studio from now on.
     * @param {string} dir
     */
    setStudioDir(dir) {
      studioDir = dir;
      studioIndex = undefined;
    },
    async close() {
      for (const listener of listeners) listener.close();
      const closed = /** @type {Promise<void>} */ (new Promise((resolveClose) => server.close(() => resolveClose())));
      // Idle keep-alive connections would otherwise hold the port (and mislead clients) after close.
      server.closeAllConnections();
      await closed;
    },
  };
}
