// Serves dist/ + netlify/functions through @netlify/dev, which applies netlify.toml's redirects and
// headers like production; unknown paths get dist/404.html with status 404, as on Netlify.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { ROOT } from './emulators.mjs';

async function sendWebResponse(response, res, extraHeaders) {
  // Header names are case-insensitive: merge through Headers so none is sent twice.
  const headers = new Headers(response.headers);
  for (const [key, value] of Object.entries(extraHeaders)) headers.set(key, value);
  res.writeHead(response.status, Object.fromEntries(headers));
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

export async function serveBuiltSite({ port = 8888, host = '127.0.0.1', distDir = join(ROOT, 'dist') } = {}) {
  const notFoundPage = join(distDir, '404.html');
  if (!existsSync(notFoundPage)) throw new Error(`${distDir} has no built site: run \`npm run build\` first.`);
  const address = `http://${host}:${port}`;
  const netlify = new NetlifyDev({
    projectRoot: ROOT,
    serverAddress: address,
    staticFiles: { directories: [distDir] },
    edgeFunctions: { enabled: false },
    images: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    logger: { log: () => {}, warn: (m) => console.warn(m), error: (m) => console.error(m) },
  });
  await netlify.start();

  const server = createServer(async (req, res) => {
    try {
      const headers = {};
      const result = await netlify.handleAndIntrospectNodeRequest(req, {
        headersCollector: (key, value) => {
          headers[key] = value;
        },
        serverAddress: address,
      });
      if (result) return await sendWebResponse(result.response, res, headers);
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(readFileSync(notFoundPage));
    } catch (error) {
      console.error(error);
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error in the local server');
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: address,
    close: async () => {
      await new Promise((r) => server.close(r));
      await netlify.stop();
    },
  };
}
