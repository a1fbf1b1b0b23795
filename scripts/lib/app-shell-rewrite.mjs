// Dev-server twin of netlify.toml's SPA rule: `/course/*` is served by the one app shell page.
export const APP_SHELL_PATH = '/app/course/';

/** True when a request path belongs to the client-routed course area. */
export function isAppShellRoute(pathname) {
  return /^\/course\/.+/.test(pathname);
}

/** @returns {import('vite').Plugin} */
export function appShellRewrite() {
  return {
    name: 'app-shell-rewrite',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (isAppShellRoute(url.pathname) && !url.pathname.includes('.')) req.url = APP_SHELL_PATH + url.search;
        next();
      });
    },
  };
}
