// @ts-check
// How long the local servers (`npm start`'s dev server, the built site's server) keep an idle connection open for
// its next request. Node's default is 5 s, and Node's own HTTP client (the test suites' request contexts keep their
// connections) lets an idle connection go 1 s before the time the server states, when its timer runs on time. On a
// loaded one-core machine it did not: a suite sent a request on a connection the dev server was closing at that
// moment, and got 'socket hang up' (ECONNRESET) for a page the server would have answered. A browser sends such a
// request again by itself; Node's client does not. Kept a minute, a connection is left only after a minute of quiet.
export const KEEP_ALIVE_MS = 65_000;

/** Keeps a server's idle connections open for KEEP_ALIVE_MS (its header timeout above that, as Node requires). */
export function keepConnectionsOpen(/** @type {import('node:http').Server} */ server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
}

/** The same for `astro dev`'s server (npm start). @returns {import('vite').Plugin} */
export function devKeepAlive() {
  return {
    name: 'dev-keep-alive',
    apply: 'serve',
    configureServer(server) {
      if (server.httpServer && 'keepAliveTimeout' in server.httpServer)
        keepConnectionsOpen(/** @type {import('node:http').Server} */ (server.httpServer));
    },
  };
}
