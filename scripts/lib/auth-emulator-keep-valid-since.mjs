// @ts-check
// Preloaded into the Firebase Auth emulator (firebase-tools, `node --import`) so that a restart of the local stack
// keeps everyone signed in. The emulator's export saves each account's `validSince` (the moment before which its
// tokens and session cookies no longer count: sign-out everywhere, a password change), but its import
// (`--import`, which calls accounts:batchCreate) stamps every account with the moment of the import instead. Every
// session cookie made before a restart then counted as revoked (verifySessionCookie(..., true) answered 401) and the
// browser's Firebase client had its ID token refused (400 TOKEN_EXPIRED from accounts:lookup). Here batchCreate keeps
// the `validSince` it is given, as the saved accounts had it; calls that give none (firebase-admin's importUsers
// sends none) get the emulator's own stamp, as before. firebase-tools offers no option for this, so its operation
// table is wrapped before its server is built from it.
import { createRequire } from 'node:module';

/** @typedef {{ localId?: string, validSince?: unknown }} ImportedAccount */
/** @typedef {{ getUserByLocalId: (localId: string) => { validSince?: string } | undefined }} ProjectState */
/** @typedef {{ error?: Array<{ index: number }> }} BatchCreateAnswer */
/** @typedef {(state: ProjectState, body: { users?: ImportedAccount[] }, ctx: unknown) => BatchCreateAnswer} BatchCreate */

const loadCommonJs = createRequire(import.meta.url);
/** @type {{ authOperations: { identitytoolkit: { projects: { accounts: { batchCreate: BatchCreate }, tenants: { accounts: { batchCreate: BatchCreate } } } } } }} */
const operations = loadCommonJs('firebase-tools/lib/emulator/auth/operations');
const { projects } = operations.authOperations.identitytoolkit;

/** @param {unknown} value a Unix time in whole seconds, as the export writes it */
const isUnixSeconds = (value) => typeof value === 'string' && /^\d{1,12}$/.test(value);

for (const accounts of [projects.accounts, projects.tenants.accounts]) {
  const batchCreate = accounts.batchCreate;
  accounts.batchCreate = (state, body, ctx) => {
    const answer = batchCreate(state, body, ctx);
    // Accounts the emulator refused were not stored: nothing of theirs to keep.
    const refused = new Set((answer.error ?? []).map((error) => error.index));
    (body.users ?? []).forEach((account, index) => {
      if (refused.has(index) || !account.localId || !isUnixSeconds(account.validSince)) return;
      const stored = state.getUserByLocalId(account.localId);
      if (stored) stored.validSince = /** @type {string} */ (account.validSince);
    });
    return answer;
  };
}
