// A Netlify deploy (production, deploy preview, branch deploy) must never run on a local implementation: the
// build itself refuses, naming each one. Local runs (neither NETLIFY nor CONTEXT set) are covered by every
// other test.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/emulators.mjs';

describe('every Netlify deploy context', () => {
  it.each(['production', 'deploy-preview', 'branch-deploy'])(
    'refuses to build %s on local implementations, naming each one',
    (context) => {
      const result = spawnSync(
        process.execPath,
        [join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', join(ROOT, '.test-data', 'refused-build')],
        {
          cwd: ROOT,
          encoding: 'utf8',
          // What Netlify's build sets, with emulator auth as `npm start` would have it.
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            NETLIFY: 'true',
            CONTEXT: context,
            FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
            ASTRO_TELEMETRY_DISABLED: '1',
          },
        },
      );
      const output = result.stdout + result.stderr;
      expect(result.status).not.toBe(0);
      expect(output).toContain(`Refusing to run in the ${context} context`);
      expect(output).toContain('content uses the local seed');
      expect(output).toContain('auth uses the Firebase Auth emulator');
      expect(output).toContain('payments use the local test checkout');
      expect(output).toContain('mail goes to the local outbox');
      expect(output).toContain('storage uses a local folder');
      expect(output).toContain('missing STRIPE_WEBHOOK_SECRET, MAIL_FROM, URL');
    },
    60_000,
  );
});
