// @ts-check
// Preloaded into the Firebase Auth emulator (firebase-tools, `node --import`): its API server (exegesis) compiles the
// JSON schema of every Identity Toolkit operation with ajv before it answers, about 13 of the 16-20 CPU seconds of
// its start on two shared cores (40 s to answer), for the few operations the site and its tests call. Exegesis' own
// `lazyCompileValidationSchemas` compiles each one on its first use instead: the same validation, later (measured:
// it answers in 5-9 s, 4 CPU seconds). firebase-tools does not expose the option, so its default is changed here.
import { createRequire } from 'node:module';

const loadCommonJs = createRequire(import.meta.url);
/** @type {{ compileOptions: (options?: Record<string, unknown>) => unknown }} */
const exegesisOptions = loadCommonJs('exegesis/lib/options');
const compileOptions = exegesisOptions.compileOptions;
exegesisOptions.compileOptions = (given) => compileOptions({ lazyCompileValidationSchemas: true, ...given });
