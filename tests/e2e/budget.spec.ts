// Performance budgets, measured on the BUILT output (sizes, not timers):
// - content pages ship no React and at most 5 KB of gzipped JavaScript up front (module scripts + the
//   chunks they import, following the `import` statements between chunks);
// - HTML + CSS + JS of every public page is at most 100 KB gzipped (images and third-party embeds excluded).
// JavaScript that only a dynamic import() loads (sign-in state for signed-in visitors, the purchase dialog
// on its button's first press) is printed too; on content pages it must not contain React either, except
// the course pages' purchase dialog, which loads only when someone presses the purchase button.
import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { DIST, distPath, htmlPages, isNoindex, kb, pageWeight, type PageWeight } from './seoDist';
import { staticImports } from '../../scripts/lib/island-preloads.mjs';

const CONTENT_JS_BUDGET = 5 * 1024;
/** The admin page's JavaScript up front: the Overview only, every other tab loads when first opened. */
const ADMIN_JS_BUDGET = 90 * 1024;
/**
 * The pages where a password or a sign-in link is typed load Firebase Auth's client (28.9 KB) with the form.
 */
const SIGN_IN_PAGES = ['/auth', '/auth/set-password', '/course-access'];
const SIGN_IN_JS_BUDGET = 115 * 1024;
/**
 * The other app pages (dashboard, course and session, account, payment result) sign in with the session cookie and
 * load no Firebase. React and React DOM are 66.8 KB of the 80; each screen's first file holds its loading and failure
 * states and starts its API call, and its view's code loads beside that call (src/islands/viewCode.ts).
 */
const APP_JS_BUDGET = 80 * 1024;
/** Firebase Auth's browser client: the chunk that calls its sign-in service. */
const FIREBASE_AUTH_MARK = 'identitytoolkit.googleapis.com';
const PAGE_BUDGET = 100 * 1024;

/** Course pages with a purchase button: React may load on its first press, never up front. */
const PURCHASE_PAGE = /^\/courses\/[^/]+$/;

const pages = htmlPages();
const weights = new Map<string, PageWeight>(pages.map((page) => [page.route, pageWeight(page)]));
/** The public site: every page search engines may index (the app, sign-in and admin pages are noindex). */
const publicRoutes = pages.filter((page) => !isNoindex(page.html)).map((page) => page.route);
const appRoutes = pages.filter((page) => isNoindex(page.html)).map((page) => page.route);

function row(weight: PageWeight): string {
  return [
    weight.route.padEnd(48),
    `html ${kb(weight.htmlGz).padStart(8)}`,
    `css ${kb(weight.cssGz).padStart(8)}`,
    `js ${kb(weight.jsGz).padStart(8)}`,
    `total ${kb(weight.totalGz).padStart(8)}`,
    `later ${kb(weight.lazyJsGz).padStart(8)}`,
    weight.reactChunks.length
      ? `react ${weight.reactChunks.every((chunk) => weight.scripts.lazy.includes(chunk)) ? 'later' : 'UP FRONT'}`
      : '',
  ].join('  ');
}

test('the public site has its content pages (and the measured sizes are printed)', () => {
  console.log('gzipped sizes per page (js = loaded up front; later = only by a dynamic import):');
  for (const route of [...publicRoutes, ...appRoutes])
    console.log(`${appRoutes.includes(route) ? '(app) ' : '      '}${row(weights.get(route)!)}`);
  for (const route of [
    '/',
    '/about-maya-linwood',
    '/treatments',
    '/treatments/anxiety-relief',
    '/blog',
    '/work-with-me',
    '/contact',
    '/courses',
    '/stop-smoking-info',
  ]) {
    expect(publicRoutes).toContain(route);
  }
  expect(publicRoutes.filter((route) => route.startsWith('/treatments/'))).toHaveLength(18);
});

test('content pages ship no React and at most 5 KB of gzipped JavaScript', () => {
  const over: string[] = [];
  for (const route of publicRoutes) {
    const weight = weights.get(route)!;
    if (weight.jsGz > CONTENT_JS_BUDGET) over.push(`${route}: ${kb(weight.jsGz)} of JavaScript up front (budget ${kb(CONTENT_JS_BUDGET)})`);
    const eagerReact = weight.reactChunks.filter((chunk) => weight.scripts.eager.includes(chunk));
    if (eagerReact.length) over.push(`${route}: React up front in ${eagerReact.join(', ')}`);
    const lazyReact = weight.reactChunks.filter((chunk) => weight.scripts.lazy.includes(chunk));
    if (lazyReact.length && !PURCHASE_PAGE.test(route)) over.push(`${route}: React can load later, in ${lazyReact.join(', ')}`);
  }
  expect(over).toEqual([]);
});

test('every public page is at most 100 KB gzipped (HTML + CSS + JS)', () => {
  const over = publicRoutes
    .map((route) => weights.get(route)!)
    .filter((weight) => weight.totalGz > PAGE_BUDGET)
    .map((weight) => `${weight.route}: ${kb(weight.totalGz)} (budget ${kb(PAGE_BUDGET)})`);
  expect(over).toEqual([]);
});

test('the measurement sees React where it is (the app pages)', () => {
  // Guards the budget test itself: if chunk following or React detection broke, it would pass vacuously.
  const app = weights.get('/course-dashboard');
  expect(app, 'the learner dashboard is built').toBeDefined();
  expect(app!.reactChunks.length).toBeGreaterThan(0);
  expect(app!.jsGz).toBeGreaterThan(CONTENT_JS_BUDGET);
});

test('app pages stay within their JavaScript budgets: admin 90 KB, the sign-in pages 115 KB, the others 80 KB up front', () => {
  const over: string[] = [];
  for (const route of appRoutes) {
    const weight = weights.get(route)!;
    const budget = route === '/admin' ? ADMIN_JS_BUDGET : SIGN_IN_PAGES.includes(route) ? SIGN_IN_JS_BUDGET : APP_JS_BUDGET;
    if (weight.jsGz > budget) over.push(`${route}: ${kb(weight.jsGz)} of JavaScript up front (budget ${kb(budget)})`);
  }
  expect(appRoutes).toContain('/admin');
  expect(over).toEqual([]);
});

test("Firebase Auth's client loads up front only where a password or a sign-in link is typed", () => {
  const withFirebase = appRoutes.filter((route) =>
    weights.get(route)!.scripts.eager.some((chunk) => readFileSync(distPath(chunk), 'utf8').includes(FIREBASE_AUTH_MARK)),
  );
  // The measurement sees it where it is (the sign-in form), so its absence elsewhere means something.
  expect(withFirebase).toContain('/auth');
  expect(withFirebase.sort()).toEqual([...SIGN_IN_PAGES].sort());
});

test('a dynamic import preloads only files its importing file has not loaded already (scripts/lib/module-preloads.mjs)', () => {
  const chunks = readdirSync(distPath('/_astro')).filter((name) => name.endsWith('.js'));
  const source = (name: string) => readFileSync(distPath(`/_astro/${name}`), 'utf8');
  let lists = 0;
  const repeated: string[] = [];
  for (const name of chunks) {
    const list = /m\.f=\[([^\]]*)\]/.exec(source(name));
    if (!list) continue;
    lists += 1;
    const loaded = new Set(staticImports(DIST, [`/_astro/${name}`]));
    for (const [, listed] of list[1]!.matchAll(/"_astro\/([\w.-]+\.js)"/g))
      if (loaded.has(`/_astro/${listed}`)) repeated.push(`${name} preloads ${listed}, which it imports itself`);
  }
  // The islands' view imports have such lists: the check sees them.
  expect(lists).toBeGreaterThan(3);
  expect(repeated).toEqual([]);
});
