// What the service worker precaches (scripts/lib/service-worker.mjs): the app shell only, i.e. the dashboard and
// course pages and every built file they reach through their scripts' imports (static, dynamic and Vite's preload
// lists) and styles, never the rest of the site.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { shellFiles } from '../../scripts/lib/service-worker.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function site(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'shell-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the precached app shell', () => {
  it('follows the shell pages into every script, style and font they reach, and takes nothing else', () => {
    const distDir = site({
      'course-dashboard/index.html': '<script type="module" src="/_astro/Dashboard.a1.js"></script><link href="/_astro/app.c1.css">',
      'app/course/index.html': '<script type="module" src="/_astro/CourseApp.b2.js"></script>',
      '_astro/Dashboard.a1.js': 'import{x}from"./react.r1.js";const m=["_astro/later.l1.js"];import(`./forget.f1.js`)',
      '_astro/CourseApp.b2.js': "import'./react.r1.js'",
      '_astro/react.r1.js': '',
      '_astro/later.l1.js': '',
      '_astro/forget.f1.js': '',
      '_astro/app.c1.css': 'body{font:url(/_astro/font.w1.woff2)}',
      '_astro/font.w1.woff2': '',
      '_astro/Admin.z9.js': '',
      'index.html': '<script type="module" src="/_astro/Admin.z9.js"></script>',
      'manifest.webmanifest': '{}',
    });
    expect(shellFiles(distDir)).toEqual([
      '_astro/CourseApp.b2.js',
      '_astro/Dashboard.a1.js',
      '_astro/app.c1.css',
      '_astro/font.w1.woff2',
      '_astro/forget.f1.js',
      '_astro/later.l1.js',
      '_astro/react.r1.js',
      'app/course/index.html',
      'course-dashboard/index.html',
      'manifest.webmanifest',
    ]);
  });
});
