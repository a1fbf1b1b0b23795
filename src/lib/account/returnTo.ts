// Back where she was after signing in: a page that needs a signed-in person sends a visitor who is not (a drip
// e-mail's session link opened on a new phone, a session that ended) to /auth?next=<that page>, and the form returns
// her there instead of to the dashboard. Only an address of this site is followed (never another site's, which would
// make the sign-in page an open redirect). Pure.

const SIGN_IN_PATH = '/auth';
/** Where the sign-in form goes when no page sent her. */
export const AFTER_SIGN_IN = '/course-dashboard';
const NEXT = 'next';
/** Any origin: only used to read `next` as an address relative to the site. */
const BASE = 'https://site.invalid';

/** '/auth?next=%2Fcourse%2Fx' for the page at `path` (with its query); plain '/auth' from the home page or /auth. */
export function signInPathFor(path: string): string {
  const { pathname } = new URL(path, BASE);
  if (pathname === '/' || pathname === SIGN_IN_PATH) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [NEXT]: path })}`;
}

/** The page to return to that /auth's query names, when it is a page of this site other than /auth; else null. */
export function returnPathFrom(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT);
  if (!next?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return null; // e.g. '//[': a host that is not one
  }
  // Read as the browser reads it: '//other.site/x' and '/\other.site/x' name another host, so another origin.
  if (url.origin !== BASE || url.pathname === SIGN_IN_PATH) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
