// Valid HTML on every page of the BUILT site (DIST_DIR or dist/), checked with html-validate and the project's
// .htmlvalidate.mjs (the recommended and document presets, a rule that nothing follows </html>, and the few
// rules switched off there with their reasons).
import { test, expect } from '@playwright/test';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import htmlValidateConfig from '../../.htmlvalidate.mjs';
import { htmlPages } from './seoDist';

const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig as ConfigData));

async function problemsOf(html: string, file: string): Promise<string[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${message.message} [${message.ruleId}] at ${message.line}:${message.column} ${message.selector ?? ''}`,
    ),
  );
}

test('every built page is valid HTML', async () => {
  const pages = htmlPages();
  expect(pages.length).toBeGreaterThan(20);
  const problems: string[] = [];
  for (const page of pages) {
    for (const problem of await problemsOf(page.html, page.file)) problems.push(`${page.route}: ${problem}`);
  }
  expect(problems, `${problems.length} problems:\n${problems.join('\n')}`).toEqual([]);
});

test('the check catches what browsers silently repair: an element after </html>', async () => {
  const page = '<!DOCTYPE html><html lang="en"><head><title>Page</title></head><body><main><p>Text</p></main></body></html>';
  expect(await problemsOf(page, 'valid.html')).toEqual([]);
  const stray = await problemsOf(`${page}<script type="module" src="/_astro/page.js"></script>`, 'stray.html');
  expect(stray).toEqual([expect.stringContaining('[practice/nothing-after-html]')]);
});
