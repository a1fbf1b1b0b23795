// @ts-check
// Astro writes the style its `client:only` islands need (`astro-island{display:contents}`) just before the
// first island, inside <body>, where <style> is not valid HTML. After the build it moves to <head>; the text
// is unchanged (style-src allows inline styles, so the Content-Security-Policy is unaffected).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { builtHtmlFiles } from './built-html.mjs';

const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** The page with the islands' style moved from <body> into <head> (unchanged when it is not in <body>). */
export function moveIslandStyleToHead(/** @type {string} */ html) {
  const head = html.indexOf('</head>');
  const style = html.indexOf(ISLAND_STYLE, head);
  if (head < 0 || style < 0) return html;
  return html.slice(0, head) + ISLAND_STYLE + html.slice(head, style) + html.slice(style + ISLAND_STYLE.length);
}

export function islandStylesInHead() {
  return {
    name: 'island-styles-in-head',
    hooks: {
      /** @param {{ dir: URL }} options */
      'astro:build:done': ({ dir }) => {
        for (const file of builtHtmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const moved = moveIslandStyleToHead(html);
          if (moved !== html) writeFileSync(file, moved);
        }
      },
    },
  };
}
