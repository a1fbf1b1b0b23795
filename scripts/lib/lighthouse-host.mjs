// @ts-check
// Lighthouse's simulated throttling slows the host's CPU by a fixed 4x, so the same page scores higher on a fast
// machine than on a slow one (measured here: the signed-in screens 0.98 at benchmarkIndex ~3500, 0.89-0.95 on a
// slower machine). Each report names the host's benchmarkIndex and the multiplier used, and
// LIGHTHOUSE_CPU_MULTIPLIER replaces the 4x, e.g. with the multiplier Lighthouse's CPU throttling calculator gives
// for this host (3 + (benchmarkIndex - 1300) / 233 above 1300), to emulate a mid-tier phone on any machine.
import { throttling } from 'lighthouse/core/config/constants.js';

/**
 * Where Lighthouse waits before each page: a page of the site itself (robots.txt: no script, the site's headers),
 * as a visitor arrives at any page of it from another one, instead of about:blank. From about:blank the site's
 * Cross-Origin-Opener-Policy moves the tab into a new renderer process at the navigation, and Lighthouse's trace then
 * sometimes missed the navigation's start: the page got no score ("NO_NAVSTART", 2 runs in about 15 here).
 * @param {string} siteUrl the site's origin, e.g. http://127.0.0.1:8890
 */
function startPage(siteUrl) {
  return { blankPage: `${siteUrl}/robots.txt` };
}

/** Settings for lighthouse() that apply LIGHTHOUSE_CPU_MULTIPLIER to its mobile defaults, or nothing. */
export function throttlingSettings(env = process.env) {
  const multiplier = Number(env.LIGHTHOUSE_CPU_MULTIPLIER);
  if (!env.LIGHTHOUSE_CPU_MULTIPLIER) return {};
  if (!Number.isFinite(multiplier) || multiplier < 1) {
    throw new Error(`LIGHTHOUSE_CPU_MULTIPLIER must be a number of at least 1, not "${env.LIGHTHOUSE_CPU_MULTIPLIER}"`);
  }
  return { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier } };
}

/**
 * One line naming the host's speed and the CPU slowdown of these runs, e.g. "CPU slowdown 4x on a host of
 * benchmarkIndex 3400-3800".
 * @param {Array<{ environment: { benchmarkIndex: number }, configSettings: { throttling: { cpuSlowdownMultiplier?: number } } }>} lhrs
 */
export function hostLine(lhrs) {
  const indexes = lhrs.map((lhr) => Math.round(lhr.environment.benchmarkIndex));
  const multipliers = [...new Set(lhrs.map((lhr) => lhr.configSettings.throttling.cpuSlowdownMultiplier))];
  const range = indexes.length ? `${Math.min(...indexes)}-${Math.max(...indexes)}` : 'unknown';
  return `CPU slowdown ${multipliers.join(', ')}x on a host of benchmarkIndex ${range}`;
}

/**
 * The flags of every Lighthouse run of `npm run lighthouse`: the mobile defaults (or LIGHTHOUSE_CPU_MULTIPLIER), the
 * site's own start page between pages, and the session cookie of a signed-in person when one is given.
 * @param {{ port: number, siteUrl: string, categories: string[], output?: 'html' | 'json', sessionCookie?: string }} run
 */
export function runFlags({ port, siteUrl, categories, output = 'html', sessionCookie }) {
  return {
    port,
    output,
    logLevel: /** @type {const} */ ('error'),
    onlyCategories: categories,
    ...(sessionCookie ? { extraHeaders: { Cookie: `__session=${sessionCookie}` } } : {}),
    ...throttlingSettings(),
    ...startPage(siteUrl),
  };
}
