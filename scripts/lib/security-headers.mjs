// @ts-check
// The site's security headers, in one place: the Content-Security-Policy and its companions, for the built
// site (dist/_headers, read by Netlify and `npm run serve`) and for the dev server (`npm start`).
// Astro's own CSP support (`security.csp`) hashes every script it emits (island hydration included) into a
// <meta> policy on each page. A <meta> policy cannot carry `frame-ancestors`, so the full policy also goes out
// as a response header: after the build, `securityHeaderFile()` collects the script sources Astro allowed on any
// page and writes them with the other directives into dist/_headers (Netlify and `npm run serve` read it).
// Both policies apply, so each page is held to its own hashes. No 'unsafe-inline' for scripts anywhere.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtHtmlFiles } from './built-html.mjs';

/** The layout's one hand-written inline script (`document.documentElement.classList.add('js')`). */
export const FRAME_SCRIPT_HASH = 'sha256-/x7W7R75k8Roq0WaVRQX9blP4OufE5xbAdzklGxsgpw=';

/** The blog's Instagram embed script; everything else is served from the site itself. */
export const SCRIPT_RESOURCES = ["'self'", 'https://www.instagram.com'];

/** Style attributes and React's inline styles need 'unsafe-inline' (Astro then emits no style hashes). */
export const STYLE_RESOURCES = ["'self'", "'unsafe-inline'"];

/** Every directive but script-src and style-src (those come from Astro's hashes above). */
export const OTHER_DIRECTIVES = [
  "default-src 'self'",
  // An admin may point a session image at any https address (spec 2.13).
  "img-src 'self' data: https:",
  "font-src 'self'",
  // Cloud Storage: 'Save for offline' fetches a course's audio from its signed addresses (src/offline/saveCourse.ts),
  // and the course builder PUTs a session's audio track to a signed upload address (src/api/sessionAudio.ts).
  "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://storage.googleapis.com",
  'frame-src https://player.vimeo.com https://www.youtube-nocookie.com https://www.instagram.com',
  // Session audio plays from storage: the local server's signed /local-files/ (same origin) or Cloud Storage's signed URLs.
  // blob: the course builder reads a chosen audio file's length from an object URL before uploading it.
  "media-src 'self' blob: https://storage.googleapis.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
];

/** The script-src sources of a page's Astro <meta> policy, or null when the page has none. */
export function metaScriptSources(/** @type {string} */ html) {
  const meta = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html);
  if (!meta) return null;
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(meta[1]);
  return scriptSrc ? scriptSrc[1].trim().split(/\s+/) : [];
}

/** The other security headers, the same on every page. */
export const OTHER_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  // A page of another site that this one opens, or that opens this one, gets no handle on its window.
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The header policy for a set of script sources (and extra connect-src sources, dev only). */
export function headerPolicy(/** @type {Iterable<string>} */ scriptSources, /** @type {string[]} */ extraConnect = []) {
  const scripts = [...new Set([...SCRIPT_RESOURCES, ...scriptSources])];
  const others = OTHER_DIRECTIVES.map((directive) =>
    directive.startsWith('connect-src ') && extraConnect.length ? `${directive} ${extraConnect.join(' ')}` : directive,
  );
  return [others[0], `script-src ${scripts.join(' ')}`, `style-src ${STYLE_RESOURCES.join(' ')}`, ...others.slice(1)].join('; ');
}

/**
 * The dev server's headers (`npm start`): production's, except where Vite needs more. Vite and Astro inject
 * inline module scripts (the client, the React preamble) that have no build-time hash, so scripts get
 * 'unsafe-inline'; hot reloading talks over a WebSocket; the browser signs in through the Auth emulator;
 * and `upgrade-insecure-requests` would turn the local http:// addresses into https://.
 * @param {{ authEmulatorHost?: string }} options
 */
export function devHeaders({ authEmulatorHost } = {}) {
  const connect = ['ws:', ...(authEmulatorHost ? [`http://${authEmulatorHost}`] : [])];
  const policy = headerPolicy(["'unsafe-inline'"], connect).replace('; upgrade-insecure-requests', '');
  const { 'Strict-Transport-Security': _https, ...others } = OTHER_HEADERS;
  return { 'Content-Security-Policy': policy, ...others };
}

/** Astro integration: writes dist/_headers with the security headers after every build. */
export function securityHeaderFile() {
  return {
    name: 'security-header-file',
    hooks: {
      /** @param {{ dir: URL }} options */
      'astro:build:done': ({ dir }) => {
        const outDir = fileURLToPath(dir);
        const sources = new Set();
        for (const file of builtHtmlFiles(outDir)) {
          const pageSources = metaScriptSources(readFileSync(file, 'utf8'));
          // A page without Astro's policy would be held only to the header: fail the build instead.
          if (!pageSources) throw new Error(`${file} has no Content-Security-Policy <meta> (is security.csp on?)`);
          for (const source of pageSources) sources.add(source);
        }
        const headers = { 'Content-Security-Policy': headerPolicy(sources), ...OTHER_HEADERS };
        const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
        writeFileSync(join(outDir, '_headers'), `/*\n${lines.join('\n')}\n`);
      },
    },
  };
}
