// Reading the BUILT site (DIST_DIR or dist/) for the tests that check what ships: SEO tags, budgets
// and internal links. A small tag/attribute reader is enough for Astro's output (quoted attributes).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

export const DIST = resolve(process.env.DIST_DIR ?? 'dist');

export type HtmlPage = {
  /** The path people visit: '/', '/treatments/anxiety-relief', '/404.html'. */
  route: string;
  file: string;
  html: string;
};

export type Tag = { name: string; attrs: Record<string, string>; index: number };

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every file of the built site (absolute paths). */
export function distFiles(): string[] {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST} has no built site: build it first (astro build --outDir ${DIST}).`);
  return walk(DIST);
}

/** The route of a built HTML file: a/b/index.html is /a/b, 404.html stays /404.html. */
export function routeOf(file: string): string {
  const rel = relative(DIST, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'/index.html'.length)}`;
  return `/${rel}`;
}

export function htmlPages(): HtmlPage[] {
  return distFiles()
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ route: routeOf(file), file, html: readFileSync(file, 'utf8') }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#')
      return String.fromCodePoint(code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

const ATTR = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;

/** Opening tags of the given names, with their attributes (entity-decoded), in document order. */
export function tags(html: string, names: readonly string[]): Tag[] {
  const pattern = new RegExp(`<(${names.join('|')})\\b((?:\\s+[^\\s=/>"']+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s>"']+))?)*)\\s*/?>`, 'gi');
  const found: Tag[] = [];
  for (const match of html.matchAll(pattern)) {
    const attrs: Record<string, string> = {};
    for (const attr of match[2]!.matchAll(ATTR)) {
      attrs[attr[1]!.toLowerCase()] = decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? '');
    }
    found.push({ name: match[1]!.toLowerCase(), attrs, index: match.index! });
  }
  return found;
}

export function title(html: string): string {
  return decodeEntities(/<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '').trim();
}

export function meta(html: string, key: string): string | undefined {
  return tags(html, ['meta']).find((tag) => tag.attrs.name === key || tag.attrs.property === key)?.attrs.content;
}

export function isNoindex(html: string): boolean {
  return /noindex/i.test(meta(html, 'robots') ?? '');
}

/** The JSON-LD blocks of a page, parsed. */
export function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

export function gzipSize(bytes: Buffer | string): number {
  return gzipSync(bytes).length;
}

/** The dist file an absolute site path ("/_astro/x.js") names. */
export function distPath(sitePath: string): string {
  return join(DIST, decodeURIComponent(sitePath.split(/[?#]/)[0]!));
}

/** The address a page is served at (no trailing slash, as the site links to it), to resolve relative links. */
export function pageUrl(page: HtmlPage): URL {
  return new URL(page.route, 'http://site.invalid');
}

// ---------- what a page loads ----------

const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;
/** Vite lists a dynamic import's dependencies (preloaded with it) in __vite__mapDeps. */
const MAP_DEPS = /__vite__mapDeps=[^[]*\[([^\]]*)\]/;
/** React's element symbol is in every bundle of react / react-dom; "react-dom" names its errors. */
const REACT_MARKER =
  /react\.(?:transitional\.)?element|__reactFiber|react-dom\.production|reactjs\.org\/docs\/error-decoder|react\.dev\/errors/;

export type ScriptGraph = {
  /** Module scripts the HTML names and everything they import statically (always loaded). */
  eager: string[];
  /** Chunks only loaded by a dynamic import() (on a condition or an interaction), with their own imports. */
  lazy: string[];
};

function chunkImports(sitePath: string): { statics: string[]; dynamics: string[] } {
  const code = readFileSync(distPath(sitePath), 'utf8');
  const resolveRel = (spec: string) => new URL(spec, `http://site.invalid${sitePath}`).pathname;
  const statics = [...code.matchAll(STATIC_IMPORT)].map((m) => resolveRel(m[1]!));
  const dynamics = [...code.matchAll(DYNAMIC_IMPORT)].map((m) => resolveRel(m[1]!));
  const deps = MAP_DEPS.exec(code)?.[1];
  if (deps) dynamics.push(...[...deps.matchAll(/["'`]([^"'`]+\.js)["'`]/g)].map((m) => `/${m[1]!.replace(/^\//, '')}`));
  return { statics, dynamics };
}

/** A page's module scripts and the chunks they import, following Astro/Vite's `import` statements between chunks. */
export function scriptGraph(html: string): ScriptGraph {
  // Module scripts, and the island code Astro's hydration loads at once (`client:only`/`client:load` islands
  // name their component and renderer on the <astro-island> element).
  const islands = tags(html, ['astro-island']).flatMap((tag) => [
    tag.attrs['component-url'],
    tag.attrs['renderer-url'],
    tag.attrs['before-hydration-url'],
  ]);
  const entries = [...tags(html, ['script']).map((tag) => tag.attrs.src), ...islands].filter(
    (src): src is string => !!src && src.startsWith('/'),
  );
  const closure = (roots: string[], seen: Set<string>, lazyOut?: Set<string>) => {
    const queue = [...roots];
    while (queue.length) {
      const next = queue.shift()!;
      if (seen.has(next)) continue;
      seen.add(next);
      const { statics, dynamics } = chunkImports(next);
      queue.push(...statics);
      for (const dynamic of dynamics) lazyOut?.add(dynamic);
    }
  };
  const eager = new Set<string>();
  const lazyRoots = new Set<string>();
  closure(entries, eager, lazyRoots);
  const lazy = new Set<string>();
  let pending = [...lazyRoots].filter((path) => !eager.has(path));
  while (pending.length) {
    const more = new Set<string>();
    closure(pending, lazy, more);
    for (const path of eager) lazy.delete(path);
    pending = [...more].filter((path) => !eager.has(path) && !lazy.has(path));
  }
  return { eager: [...eager], lazy: [...lazy].filter((path) => !eager.has(path)) };
}

export function isReactChunk(sitePath: string): boolean {
  return REACT_MARKER.test(readFileSync(distPath(sitePath), 'utf8'));
}

export type PageWeight = {
  route: string;
  htmlGz: number;
  cssGz: number;
  /** Gzipped JavaScript loaded up front (module scripts + static imports; inline scripts are in the HTML). */
  jsGz: number;
  /** Gzipped JavaScript that only a dynamic import() may load later. */
  lazyJsGz: number;
  totalGz: number;
  scripts: ScriptGraph;
  /** Chunks (eager or lazy) that contain React. */
  reactChunks: string[];
};

export function pageWeight(page: HtmlPage): PageWeight {
  // A disabled link is not fetched: an app page's sheet whose text is in the HTML (scripts/lib/app-styles-inline.mjs).
  const css = tags(page.html, ['link'])
    .filter((tag) => /\bstylesheet\b/.test(tag.attrs.rel ?? '') && tag.attrs.href?.startsWith('/') && !('disabled' in tag.attrs))
    .map((tag) => tag.attrs.href!);
  const scripts = scriptGraph(page.html);
  const sum = (paths: string[]) => paths.reduce((total, path) => total + gzipSize(readFileSync(distPath(path))), 0);
  const htmlGz = gzipSize(page.html);
  const cssGz = sum(css);
  const jsGz = sum(scripts.eager);
  return {
    route: page.route,
    htmlGz,
    cssGz,
    jsGz,
    lazyJsGz: sum(scripts.lazy),
    totalGz: htmlGz + cssGz + jsGz,
    scripts,
    reactChunks: [...scripts.eager, ...scripts.lazy].filter(isReactChunk),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
