// Which implementation each integration runs on, and the deploy guard refusing local ones: both derived from the
// one environment schema (./environment). Kept under this name for its many importers; new code imports
// ./environment. The ".ts" lets Node import this file natively, as it does astro.config.mjs (Astro falls back to a
// throwaway Vite server otherwise, which closes the module runner the local functions plugin made in it).
export {
  assertDeployable,
  authMode,
  contentMode,
  databaseMode,
  deployProblems,
  integrationModes,
  isNetlifyDeployContext,
  isWebAddress,
  mailMode,
  paymentsMode,
  storageMode,
  usesFirebaseEmulators,
  type AuthMode,
  type ContentMode,
  type DatabaseMode,
  type EnvSource,
  type IntegrationModes,
  type MailMode,
  type PaymentsMode,
  type StorageMode,
} from './environment.ts';
