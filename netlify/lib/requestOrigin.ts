// Where a request came from, as the browser says it: the Origin header, or the Referer's origin when a browser
// sends no Origin. A cross-site page can make a browser send the site's cookie along with a form post or a fetch,
// but it cannot make the browser name the site as the request's origin: so a write carried by the cookie is
// accepted only when the browser names the site's own origin. Pure (the site's origin is passed in).

/** Methods that change something: these, carried by the session cookie, must come from the site's own pages. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The origin the browser named for this request (Origin, else the Referer's origin), or null when it named none. */
export function requestOrigin(headers: Headers): string | null {
  const origin = headers.get('origin');
  // "null" (a sandboxed frame, a file, some redirects) names no site: it is never ours.
  if (origin !== null) return origin.trim() || null;
  const referer = headers.get('referer');
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/** True for http://127.0.0.1, http://localhost and http://[::1]: a site that only its owner's machine reaches. */
export function isLoopbackHttp(origin: string): boolean {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && LOOPBACK_NAMES.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * True when `candidate` is the site's own origin. On this machine (`npm start`, `npm run serve`) the site answers
 * at 127.0.0.1 and at localhost on the same port alike, so those names count as one.
 */
export function isOwnOrigin(candidate: string | null, own: string): boolean {
  if (!candidate || candidate === 'null') return false;
  let asked: URL;
  let site: URL;
  try {
    asked = new URL(candidate);
    site = new URL(own);
  } catch {
    return false;
  }
  if (asked.origin === site.origin) return true;
  return isLoopbackHttp(asked.origin) && isLoopbackHttp(site.origin) && asked.port === site.port;
}

/** True when the request changes something and the browser did not name the site's own origin for it. */
export function isCrossSiteWrite(req: Pick<Request, 'method' | 'headers'>, own: string): boolean {
  return STATE_CHANGING_METHODS.has(req.method.toUpperCase()) && !isOwnOrigin(requestOrigin(req.headers), own);
}
