// `npm run serve`: the BUILT site (dist/) with its functions, redirects and headers, as Netlify serves
// it in production. End-to-end tests run against this. Needs `npm run build` first.
import { continueOnProjectNode } from './lib/bootstrap.mjs';

continueOnProjectNode(import.meta.url);
const { serveBuiltSite } = await import('./lib/built-site-server.mjs');
const server = await serveBuiltSite({
  port: Number(process.env.PORT ?? 8888),
  ...(process.env.DIST_DIR ? { distDir: process.env.DIST_DIR } : {}),
});
console.log(`Serving the built site on ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close().then(() => process.exit(0)));
