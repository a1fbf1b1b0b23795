// @ts-check
// Dev-server twin of netlify.toml's SPA rules: each client-routed area is served by its one shell page.
export const APP_SHELL_PATH = '/app/course/';

/** The client-routed areas and the shell page that serves each (same order and targets as netlify.toml). */
export const APP_SHELLS = [
  { pattern: /^\/course\/.+/, shell: APP_SHELL_PATH },
  { pattern: /^\/certificates\/.+/, shell: '/certificates/' },
];

/**
 * The shell page that serves a request path, or null when the path is a page of its own.
 * @param {string} pathname
 * @returns {string | null}
 */
export function appShellFor(pathname) {
  return APP_SHELLS.find(({ pattern }) => pattern.test(pathname))?.shell ?? null;
}

/**
 * True when a request path belongs to the client-routed course area.
 * @param {string} pathname
 */
export function isAppShellRoute(pathname) {
  return appShellFor(pathname) === APP_SHELL_PATH;
}

/** @returns {import('vite').Plugin} */
export function appShellRewrite() {
  return {
    name: 'app-shell-rewrite',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const shell = url.pathname.includes('.') ? null : appShellFor(url.pathname);
        if (shell) req.url = shell + url.search;
        next();
      });
    },
  };
}
