// A production deploy must never run on a local implementation: the build itself refuses.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/emulators.mjs';

describe('the production context', () => {
  it('refuses to build on local implementations, naming each one', () => {
    const result = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', join(ROOT, '.test-data', 'refused-build')], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, CONTEXT: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
    });
    const output = result.stdout + result.stderr;
    expect(result.status).not.toBe(0);
    expect(output).toContain('Refusing to run in the production context');
    expect(output).toContain('content uses the local seed');
    expect(output).toContain('payments use the local test checkout');
    expect(output).toContain('mail goes to the local outbox');
  }, 60_000);
});
