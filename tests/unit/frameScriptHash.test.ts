// The layout's inline script runs only if the CSP allows its exact text: FRAME_SCRIPT_HASH must be the hash of
// the script SiteLayout.astro writes, or every page loses its `js` class (menus and accordions break) in production.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FRAME_SCRIPT_HASH } from '../../scripts/lib/security-headers.mjs';

describe('the layout inline script', () => {
  it('is the script the CSP hash allows', () => {
    const layout = readFileSync('src/layouts/SiteLayout.astro', 'utf8');
    const script = /const FRAME_SCRIPT = "([^"]+)";/.exec(layout)?.[1];
    expect(script).toBe("document.documentElement.classList.add('js');");
    expect(layout).toContain('<script is:inline set:html={FRAME_SCRIPT} />');
    expect(`sha256-${createHash('sha256').update(script!).digest('base64')}`).toBe(FRAME_SCRIPT_HASH);
  });
});
