import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_ORIGIN_UNKNOWN, publicOrigin } from '../../src/lib/publicOrigin';
import { DEPLOY_BUILD_FILE, deployBuildSource, recordDeployBuild } from '../../scripts/lib/deploy-record.mjs';
import { siteOrigin } from '../../netlify/lib/siteOrigin';

const EMULATOR = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

describe('publicOrigin', () => {
  it('is the configured URL (its origin), in any mode', () => {
    expect(publicOrigin({ URL: 'https://www.example.com' })).toBe('https://www.example.com');
    expect(publicOrigin({ URL: ' https://www.example.com/some/path/ ' })).toBe('https://www.example.com');
    expect(publicOrigin({ ...EMULATOR, URL: 'http://127.0.0.1:5000', PORT: '4321' })).toBe('http://127.0.0.1:5000');
  });

  it('falls back to the local address only in local mode (Auth emulator)', () => {
    expect(publicOrigin(EMULATOR)).toBe('http://127.0.0.1:4321');
    expect(publicOrigin({ ...EMULATOR, PORT: '4400' })).toBe('http://127.0.0.1:4400');
  });

  it('refuses in cloud mode without URL, and a URL that is not a web address', () => {
    expect(() => publicOrigin({})).toThrow(PUBLIC_ORIGIN_UNKNOWN);
    expect(() => publicOrigin({ PORT: '4321' })).toThrow(PUBLIC_ORIGIN_UNKNOWN);
    expect(() => publicOrigin({ ...EMULATOR, URL: 'javascript:alert(1)' })).toThrow('is not an http(s) address');
  });
});

describe('on a Netlify deploy preview or branch deploy', () => {
  const PRODUCTION = 'https://www.example.com';
  const PREVIEW = 'https://deploy-preview-42--practice.netlify.app';

  it("links to the deploy's own address (DEPLOY_PRIME_URL); production and local runs keep URL", () => {
    for (const context of ['deploy-preview', 'branch-deploy']) {
      expect(publicOrigin({ CONTEXT: context, URL: PRODUCTION, DEPLOY_PRIME_URL: `${PREVIEW}/` })).toBe(PREVIEW);
    }
    expect(publicOrigin({ CONTEXT: 'production', URL: PRODUCTION, DEPLOY_PRIME_URL: 'https://main--practice.netlify.app' })).toBe(
      PRODUCTION,
    );
    expect(publicOrigin({ CONTEXT: 'dev', URL: 'http://127.0.0.1:8888', DEPLOY_PRIME_URL: PREVIEW })).toBe('http://127.0.0.1:8888');
    expect(publicOrigin({ URL: PRODUCTION, DEPLOY_PRIME_URL: PREVIEW })).toBe(PRODUCTION);
    // A preview whose build did not say its address still has production's (links work, on the live site).
    expect(publicOrigin({ CONTEXT: 'deploy-preview', URL: PRODUCTION })).toBe(PRODUCTION);
    expect(() => publicOrigin({ CONTEXT: 'deploy-preview', URL: PRODUCTION, DEPLOY_PRIME_URL: 'preview' })).toThrow(
      'DEPLOY_PRIME_URL "preview" is not an http(s) address',
    );
  });
});

describe("the build's record of its deploy (Netlify tells functions neither CONTEXT nor DEPLOY_PRIME_URL)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is empty as checked in, so the functions read the process environment only', () => {
    const checkedIn = readFileSync(DEPLOY_BUILD_FILE, 'utf8');
    expect(deployBuildSource({}, checkedIn)).toBe(checkedIn);
    vi.stubEnv('URL', 'https://www.example.com');
    vi.stubEnv('CONTEXT', 'deploy-preview');
    vi.stubEnv('DEPLOY_PRIME_URL', 'https://deploy-preview-7--practice.netlify.app');
    expect(siteOrigin()).toBe('https://deploy-preview-7--practice.netlify.app');
  });

  it("is written by a build on Netlify only, and a deployed function reads the preview's address from it", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'deploy-build-')), 'deployBuild.ts');
    const checkedIn = readFileSync(DEPLOY_BUILD_FILE, 'utf8');
    writeFileSync(file, checkedIn);
    const preview = { CONTEXT: 'deploy-preview', DEPLOY_PRIME_URL: 'https://deploy-preview-7--practice.netlify.app' };
    expect(recordDeployBuild(preview, file)).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe(checkedIn);
    expect(recordDeployBuild({ ...preview, NETLIFY: 'true' }, file)).toBe(true);
    const { BUILD_DEPLOY } = (await import(/* @vite-ignore */ file)) as { BUILD_DEPLOY: Record<string, string> };
    expect(BUILD_DEPLOY).toEqual(preview);
    // At run time the function has URL only: the record supplies the rest.
    expect(publicOrigin({ ...BUILD_DEPLOY, URL: 'https://www.example.com' })).toBe('https://deploy-preview-7--practice.netlify.app');
  });
});
