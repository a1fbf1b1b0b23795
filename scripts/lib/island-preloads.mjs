// @ts-check
// Astro loads a `client:only` island's code when it meets the island's element: the island's file first, and only
// once that has arrived the files it imports (React, the shared kit), one round trip after the other on a phone.
// After the build each page with islands names all those files in its <head> as module preloads, so the browser
// asks for them together, as it reads the page.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtHtmlFiles } from './built-html.mjs';

/** `import ... from "./x.js"` and `import "./x.js"` between the built chunks (not `import()`). */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const ISLAND = /<astro-island\b[^>]*>/g;
/** The island's own file and its renderer's (Astro's attributes on the element). */
const ISLAND_FILE = /\b(?:component-url|renderer-url)="(\/[^"]+)"/g;

/**
 * The site paths of `roots` and every chunk they import statically, in the order met.
 * @param {string} distDir
 * @param {string[]} roots site paths such as /_astro/x.js
 */
export function staticImports(distDir, roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length) {
    const path = /** @type {string} */ (queue.shift());
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(join(distDir, path), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT))
      queue.push(new URL(/** @type {string} */ (match[1]), `http://site.invalid${path}`).pathname);
  }
  return [...seen];
}

/**
 * The page with a module preload in <head> for each file its islands load up front (unchanged without islands).
 * @param {string} html
 * @param {string} distDir
 */
export function withIslandPreloads(html, distDir) {
  const roots = [...html.matchAll(ISLAND)].flatMap(([tag]) =>
    [...tag.matchAll(ISLAND_FILE)].map((match) => /** @type {string} */ (match[1])),
  );
  const head = html.indexOf('</head>');
  if (!roots.length || head < 0) return html;
  const links = staticImports(distDir, roots)
    .map((path) => `<link rel="modulepreload" href="${path}">`)
    .join('');
  return html.slice(0, head) + links + html.slice(head);
}

export function islandPreloads() {
  return {
    name: 'island-preloads',
    hooks: {
      /** @param {{ dir: URL }} options */
      'astro:build:done': ({ dir }) => {
        const distDir = fileURLToPath(dir);
        for (const file of builtHtmlFiles(distDir)) {
          const html = readFileSync(file, 'utf8');
          const preloaded = withIslandPreloads(html, distDir);
          if (preloaded !== html) writeFileSync(file, preloaded);
        }
      },
    },
  };
}
