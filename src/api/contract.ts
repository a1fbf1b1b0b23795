// The API contract: every /api/* route declared once (path, method, who may call, where its input goes, the
// types of its input and answer, the error codes a client may switch on). The functions' `config.path`
// (checked by tests/unit/apiContract.test.ts), the functions and the tests read it here.
// The declarations live in two modules, and the browser's code imports the one it needs, never this file: a module
// that re-exports both would tie the admin's routes to every learner page's shared bundle
// (scripts/lib/chunk-groups.mjs).
export * from './route';
export * from './publicRoutes';
export * from './learnerContract';
export * from './adminContract';
