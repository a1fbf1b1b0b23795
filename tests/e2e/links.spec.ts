// No broken internal link anywhere in the built site: every address an HTML page names (a, link, img,
// source srcset, script, iframe, form action, video poster) that points at this site must be a file in
// the build, a function's path (netlify/functions/*.mts `config.path`) or a route netlify.toml rewrites
// (the /course/* app shell); every #fragment must name an element on its target page.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { DIST, decodeEntities, distPath, htmlPages, pageUrl, tags, type HtmlPage } from './seoDist';

const ORIGIN = 'http://site.invalid';

/** `config = { path: '/api/...' }` of every function. */
function functionPaths(): string[] {
  const dir = 'netlify/functions';
  return readdirSync(dir)
    .filter((file) => /\.m?[jt]s$/.test(file))
    .flatMap((file) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/export const config[^=]*=\s*\{[^}]*\bpath:\s*['"]([^'"]+)['"]/g)].map(
        (m) => m[1]!,
      ),
    );
}

/** 200-rewrites of netlify.toml (`from = "/course/*"`), as path prefixes. */
function rewritePrefixes(): string[] {
  const toml = readFileSync('netlify.toml', 'utf8');
  return [...toml.matchAll(/\[\[redirects\]\]\s*from\s*=\s*"([^"]+)"\s*to\s*=\s*"[^"]+"\s*status\s*=\s*200/g)].map((m) =>
    m[1]!.replace(/\*$/, ''),
  );
}

type Reference = { page: string; attribute: string; value: string; url: URL };

/** Every address a page names, resolved against the page's own address. */
function references(page: HtmlPage): Reference[] {
  const found: Reference[] = [];
  const add = (attribute: string, value: string | undefined) => {
    if (value === undefined) return;
    const trimmed = value.trim();
    if (trimmed === '' || /^(mailto|tel|sms|javascript|data|blob):/i.test(trimmed)) {
      if (trimmed === '' || /^javascript:/i.test(trimmed))
        found.push({ page: page.route, attribute, value, url: new URL('invalid:empty-or-script') });
      return;
    }
    found.push({ page: page.route, attribute, value, url: new URL(trimmed, pageUrl(page)) });
  };
  const srcset = (attribute: string, value: string | undefined) =>
    value
      ?.split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0])
      .filter(Boolean)
      .forEach((url) => add(attribute, url));
  for (const tag of tags(page.html, ['a', 'link', 'img', 'source', 'script', 'iframe', 'form', 'video', 'audio', 'track'])) {
    const { attrs } = tag;
    if (tag.name === 'a' || tag.name === 'link') add(`${tag.name}[href]`, attrs.href);
    if (['img', 'script', 'iframe', 'source', 'audio', 'video', 'track'].includes(tag.name)) add(`${tag.name}[src]`, attrs.src);
    if (tag.name === 'img' || tag.name === 'source') srcset(`${tag.name}[srcset]`, attrs.srcset);
    if (tag.name === 'video') add('video[poster]', attrs.poster);
    if (tag.name === 'form' && attrs.action !== undefined) add('form[action]', attrs.action);
  }
  return found;
}

const ids = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let set = ids.get(file);
  if (!set) {
    set = new Set([...readFileSync(file, 'utf8').matchAll(/<[a-z][^>]*?\sid="([^"]+)"/gi)].map((m) => decodeEntities(m[1]!)));
    ids.set(file, set);
  }
  return set;
}

const isFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The built file a path is served from, as Netlify does: the file, dir/index.html, or name.html. */
function servedFile(path: string): string | undefined {
  const base = distPath(path);
  const candidates = path.endsWith('/') ? [join(base, 'index.html')] : [base, join(base, 'index.html'), `${base}.html`];
  return candidates.find(isFile);
}

test('every internal address in the built site resolves', () => {
  const pages = htmlPages();
  const functions = functionPaths();
  const rewrites = rewritePrefixes();
  expect(functions).toContain('/api/send-contact-email');
  expect(rewrites).toContain('/course/');

  const broken: string[] = [];
  let checked = 0;
  for (const page of pages) {
    for (const ref of references(page)) {
      if (ref.url.protocol === 'invalid:') {
        broken.push(`${ref.page}: ${ref.attribute}="${ref.value}" (empty or javascript: address)`);
        continue;
      }
      if (ref.url.origin !== ORIGIN) continue; // another site (booking, social, video): not ours to check
      checked += 1;
      const path = ref.url.pathname;
      if (functions.includes(path) || rewrites.some((prefix) => path.startsWith(prefix))) continue;
      const file = servedFile(path);
      if (!file) {
        broken.push(`${ref.page}: ${ref.attribute}="${ref.value}" (no ${path} in the build)`);
        continue;
      }
      const fragment = decodeURIComponent(ref.url.hash.slice(1));
      if (fragment && file.endsWith('.html') && !idsOf(file).has(fragment)) {
        broken.push(`${ref.page}: ${ref.attribute}="${ref.value}" (no element with id "${fragment}" on ${path})`);
      }
    }
  }
  console.log(`links: ${checked} internal addresses on ${pages.length} pages of ${DIST} checked, ${broken.length} broken`);
  expect(broken).toEqual([]);
  expect(checked).toBeGreaterThan(pages.length * 10);
});
