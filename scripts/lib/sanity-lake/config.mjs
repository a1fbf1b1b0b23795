// @ts-check
// Where the local content lake lives and which port it answers on, from one environment.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const LAKE_PROJECT_ID = 'local-dev';
export const LAKE_DATASET = 'production';

/**
 * The lake's port: SANITY_LAKE_PORT, else 987 below the web server's PORT (3334 for the default 4321),
 * so two stacks on different PORTs never meet on the lake's port either.
 */
export function lakePort(env = process.env) {
  if (env.SANITY_LAKE_PORT) return Number(env.SANITY_LAKE_PORT);
  return Number(env.PORT ?? 4321) - 987;
}

/** The addresses of `npm start`'s web server (PORT, 4321 by default), as a browser names them. */
export function siteOrigins(env = process.env) {
  const port = Number(env.PORT ?? 4321);
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

/**
 * The lake's options for a stack whose data lives in `dataDir`.
 * @param {string} dataDir
 */
export function lakeOptions(dataDir, env = process.env) {
  return {
    port: lakePort(env),
    dir: join(dataDir, 'lake'),
    seedPath: resolve(ROOT, env.CONTENT_SEED_PATH ?? 'content/seed/data.ndjson'),
    seedImagesDir: resolve(ROOT, env.CONTENT_SEED_IMAGES_DIR ?? 'content/seed/images'),
    projectId: LAKE_PROJECT_ID,
    dataset: LAKE_DATASET,
    // The site (`npm start`'s web server) may call it from a browser too; no other site may.
    siteOrigins: siteOrigins(env),
  };
}
