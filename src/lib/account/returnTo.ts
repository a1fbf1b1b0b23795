// Back where she was after signing in: a page that needs a signed-in person sends a visitor who is not (a drip
// e-mail's session link opened on a new phone, a session that ended) to /auth?next=<that page>, and the form returns
// her there instead of to the dashboard. Only an address of this site is followed (never another site's, which would
// make the sign-in page an open redirect). Pure.

export const SIGN_IN_PATH = '/auth';
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
  // A path of this site only: not '//other.site' or '/\other.site', which browsers read as another host.
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname === SIGN_IN_PATH) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
