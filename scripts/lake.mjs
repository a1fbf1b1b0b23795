// @ts-check
// `node scripts/lake.mjs`: the local Sanity content lake and the Studio on their own, without the rest
// of `npm start` (which runs them too). Data in LOCAL_STACK_DATA_DIR (default .data)/lake.
import { ensureDependencies, continueOnProjectNode } from './lib/bootstrap.mjs';

ensureDependencies();
continueOnProjectNode(import.meta.url);
const { join, resolve } = await import('node:path');
const { ROOT, lakeOptions } = await import('./lib/sanity-lake/config.mjs');
const { startLake } = await import('./lib/sanity-lake/server.mjs');
const { ensureStudioBuild, studioInstalled } = await import('./lib/sanity-lake/studio-build.mjs');

const dataDir = resolve(process.env.LOCAL_STACK_DATA_DIR ?? join(ROOT, '.data'));
const studio = studioInstalled() ? await ensureStudioBuild({ log: console.log }) : null;
const lake = await startLake({ ...lakeOptions(dataDir), studioDir: studio?.dir ?? null, log: (line) => console.error(`lake: ${line}`) });
console.log(`Content lake: ${lake.url}   Studio: ${studio ? lake.studioUrl : '(run npm --prefix studio ci first)'}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void lake.close().then(() => process.exit(0)));
