// @ts-check
// An app page (pages/_components/AppPage.astro: one React island) linked five to seven small style sheets, and on a
// phone its first paint waited for each of them (Lighthouse: about 300 ms). After the build each app page carries
// their text in <head> instead. Content pages keep their links: one shared sheet, cached across the pages a visitor
// reads.
// Each link stays, `disabled` (a disabled style sheet is neither fetched nor applied): the loader of the island's
// later files (Vite's preload helper) skips a style sheet the page already links, and would otherwise fetch it again
// and wait for it before the screen's view could show.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtHtmlFiles } from './built-html.mjs';

/** What AppPage's mount element carries: only those pages are changed. */
const APP_PAGE_MARK = 'class="app-mount"';
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/g;

/**
 * The page with each of its /_astro/ style sheets written into <head> (an app page; others unchanged).
 * @param {string} html
 * @param {(sitePath: string) => string} readCss the text of a built file, by its site path
 */
export function withAppStylesInline(html, readCss) {
  if (!html.includes(APP_PAGE_MARK)) return html;
  return html.replace(STYLESHEET_LINK, (link, /** @type {string} */ href) => {
    const css = readCss(href);
    // Text that would end the <style> element early stays a link.
    if (/<\/style/i.test(css)) return link;
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}

export function appStylesInline() {
  return {
    name: 'app-styles-inline',
    hooks: {
      /** @param {{ dir: URL }} options */
      'astro:build:done': ({ dir }) => {
        const distDir = fileURLToPath(dir);
        const readCss = (/** @type {string} */ href) => readFileSync(join(distDir, href), 'utf8');
        for (const file of builtHtmlFiles(distDir)) {
          const html = readFileSync(file, 'utf8');
          const inlined = withAppStylesInline(html, readCss);
          if (inlined !== html) writeFileSync(file, inlined);
        }
      },
    },
  };
}
