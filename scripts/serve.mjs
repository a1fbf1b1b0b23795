// @ts-check
// `npm run serve`: the BUILT site (dist/) with its functions, redirects and headers, as Netlify serves it in
// production. End-to-end tests run against this. Needs `npm run build` first. Without Firebase variables it
// uses the running `npm start`'s emulators, or starts its own with the same data (and says which).
import { continueOnProjectNode } from './lib/bootstrap.mjs';

continueOnProjectNode(import.meta.url);
const { serveBuiltSite } = await import('./lib/built-site-server.mjs');
const { connectServeData } = await import('./lib/serve-data.mjs');
const { DATA_DIR } = await import('./lib/local-stack.mjs');

const data = await connectServeData({ dataDir: DATA_DIR });
Object.assign(process.env, data.env);
const port = Number(process.env.PORT ?? 8888);
// Links in e-mails and checkout return addresses come from the site's configured address, never from a
// request's Host header: here, the address this server prints.
process.env.URL ??= `http://127.0.0.1:${port}`;
let server;
try {
  server = await serveBuiltSite({
    port,
    ...(process.env.DIST_DIR ? { distDir: process.env.DIST_DIR } : {}),
  });
} catch (error) {
  await data.stop();
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
console.log(`Serving the built site on ${server.url}`);
console.log(`  Data: ${data.description}`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    await data.stop();
    process.exit(0);
  });
}
