// App pages carry their style sheets' text in <head> after the build (scripts/lib/app-styles-inline.mjs); content
// pages keep their links, and each inlined sheet's link stays, disabled, for Vite's loader of the later files.
import { describe, expect, it } from 'vitest';
import { withAppStylesInline } from '../../scripts/lib/app-styles-inline.mjs';

const files: Record<string, string> = {
  '/_astro/SiteLayout.a1.css': 'body{margin:0}',
  '/_astro/kit.b2.css': '.btn{color:red}',
  '/_astro/odd.c3.css': '.x::after{content:"</style>"}',
};
const readCss = (path: string) => files[path]!;
const page = (body: string, links: string[]) =>
  `<html><head>${links.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head><body>${body}</body></html>`;

describe('app pages carry their style sheets inline', () => {
  it("writes each sheet's text in its link's place and keeps the link, disabled", () => {
    const html = withAppStylesInline(
      page('<div id="dashboard-app" class="app-mount"></div>', ['/_astro/SiteLayout.a1.css', '/_astro/kit.b2.css']),
      readCss,
    );
    expect(html).toContain(
      '<head><style>body{margin:0}</style><link rel="stylesheet" href="/_astro/SiteLayout.a1.css" disabled>' +
        '<style>.btn{color:red}</style><link rel="stylesheet" href="/_astro/kit.b2.css" disabled></head>',
    );
  });

  it('leaves content pages, and a sheet whose text would end the <style> element, as they are', () => {
    const content = page('<h1>Blog</h1>', ['/_astro/SiteLayout.a1.css']);
    expect(withAppStylesInline(content, readCss)).toBe(content);
    const odd = page('<div id="admin-app" class="app-mount"></div>', ['/_astro/odd.c3.css']);
    expect(withAppStylesInline(odd, readCss)).toBe(odd);
  });
});
