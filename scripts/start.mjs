// @ts-check
// `npm start`: the whole product on this machine with its embedded defaults (no cloud accounts).
import { ensureDependencies, continueOnProjectNode } from './lib/bootstrap.mjs';

ensureDependencies();
continueOnProjectNode(import.meta.url);
const { runLocalStack } = await import('./lib/local-stack.mjs');
await runLocalStack();
