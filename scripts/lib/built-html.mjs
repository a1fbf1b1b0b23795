// @ts-check
// The HTML pages of a built site (every *.html under the output folder, Astro's /_astro/ assets skipped).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} dir @returns {string[]} */
export function builtHtmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : builtHtmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}
