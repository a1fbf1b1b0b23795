// @ts-check
// How the browser's JavaScript is cut into files (Rolldown's `output.codeSplitting.groups`, astro.config.mjs).
// Left to itself the bundler makes one file per set of pages sharing a module: an app page loaded about thirty small
// files, and each file gzipped alone costs its own header and loses the words the others share (about 5 KB per page).
// Each group here is one file of modules that the pages needing any of them need together. A module in no group
// is placed as before.
//
// Groups take their modules' imports with them, so the order matters: the modules a content page loads (its
// navigation script's sign-in hint, Vite's preload helper, the public routes) are taken first into their own small files, so that
// no content page pulls in the signed-in pages' groups; `session` holds no React, so a content page that loads the
// sign-in state later (a signed-in visitor) loads no React with it. tests/e2e/budget.spec.ts measures the outcome.

/** A path pattern, written with '/', matching either separator. */
const path = (/** @type {string} */ pattern) => new RegExp(pattern.replaceAll('/', '[\\\\/]'));

/** @type {import('rolldown').CodeSplittingGroup[]} */
export const chunkGroups = [
  // React, React DOM and Astro's React renderer: every island page loads them all.
  { name: 'react', test: path('node_modules/(react|react-dom|scheduler|@astrojs/react)/'), priority: 10 },
  // Loaded up front by every page, content pages included: each stays its own small file.
  { name: 'preload-helper', test: path('vite/preload-helper'), priority: 9 },
  { name: 'authHint', test: path('src/stores/authHint\\.ts$'), priority: 9 },
  // The routes the contact form and the course list call.
  { name: 'publicRoutes', test: path('src/api/publicRoutes\\.ts$'), priority: 9 },
  // Who is signed in, the API client and its words, the screens' early calls, the toast store: every signed-in page,
  // no React (the early calls start before React has downloaded).
  {
    name: 'session',
    test: path(
      '(src/stores/(auth|toasts)|src/api/(request|client|account|learnerContract|failureWords)|src/islands/(earlyAnswer|screenAnswers)|src/lib/(http|serviceWords|purchase/purchase|learning/routes))\\.ts$|node_modules/nanostores/',
    ),
    priority: 5,
  },
  // The islands' shared kit: sign-in and load hooks, the loader of a screen's view code, the screen status, buttons,
  // the dialog's loader, the toaster.
  {
    name: 'kit',
    test: path(
      'src/islands/(useRequireUser|useLoad|viewCode|ScreenStatus|LinkButton|Toaster|ui/Button|ui/Dialog)\\.tsx?$|node_modules/@nanostores/react/',
    ),
    priority: 4,
  },
];
