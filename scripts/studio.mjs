// @ts-check
// `npm run studio`: Sanity Studio on http://localhost:3333 (its packages install on first use).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, continueOnProjectNode } from './lib/bootstrap.mjs';
import { ROOT } from './lib/emulators.mjs';

ensureDependencies();
continueOnProjectNode(import.meta.url);
ensureDependencies(join(ROOT, 'studio'));
const result = spawnSync('npm', ['--prefix', 'studio', 'run', 'dev'], { cwd: ROOT, stdio: 'inherit' });
process.exit(result.status ?? 0);
