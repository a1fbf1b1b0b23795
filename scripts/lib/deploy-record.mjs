// @ts-check
// Netlify tells a build its deploy context (CONTEXT) and the deploy's own address (DEPLOY_PRIME_URL), but tells the
// functions at run time only URL, production's address. So that e-mails sent from a deploy preview or branch deploy
// link to that deploy, the build writes the two into netlify/lib/deployBuild.ts, which Netlify bundles into the
// functions after the build command. Only on Netlify (NETLIFY=true): a build in a checkout leaves the file alone.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEPLOY_BUILD_FILE = fileURLToPath(new URL('../../netlify/lib/deployBuild.ts', import.meta.url));
const RECORDED = /** @type {const} */ (['CONTEXT', 'DEPLOY_PRIME_URL']);

/**
 * The file with the build's values (an empty record outside Netlify): the checked-in file's own text, with the
 * record filled in.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} current  the file as checked in
 */
export function deployBuildSource(env, current) {
  /** @type {Record<string, string>} */
  const record = {};
  for (const name of RECORDED) {
    const value = env[name]?.trim();
    if (value) record[name] = value;
  }
  const declaration = /(export const BUILD_DEPLOY: [^=]+= )\{[^;]*\};/;
  if (!declaration.test(current)) throw new Error(`${DEPLOY_BUILD_FILE} no longer declares BUILD_DEPLOY as this script expects`);
  return current.replace(declaration, (_match, head) => `${head}${JSON.stringify(record)};`);
}

/**
 * Writes the build's record on Netlify; returns whether it wrote.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [file]
 */
export function recordDeployBuild(env = process.env, file = DEPLOY_BUILD_FILE) {
  if (env.NETLIFY?.trim() !== 'true' || !env.CONTEXT?.trim()) return false;
  writeFileSync(file, deployBuildSource(env, readFileSync(file, 'utf8')));
  return true;
}

/** The Astro integration that records the deploy at the start of `astro build`. */
export function deployBuildRecord() {
  return {
    name: 'deploy-build-record',
    hooks: {
      'astro:build:start': () => {
        recordDeployBuild();
      },
    },
  };
}
