// A page fixture that fails the test on any console error, uncaught exception or failed request (a 4xx/5xx
// answer or a request that never completed), unless the test declared that failure as expected.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export type Watch = { problems: string[]; expect: RegExp[] };

// The tests run offline: video players and embeds from other hosts cannot load here (they do on the web).
const isElsewhere = (url: string) => !['127.0.0.1', 'localhost'].includes(new URL(url).hostname);

export function watch(page: Page, state: Watch): void {
  const expected = (text: string) => state.expect.some((pattern) => pattern.test(text));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `console error on ${page.url()}: ${message.text()}`;
    // Chromium also logs each failed response as a console error; the response itself is judged below.
    if (/Failed to load resource/.test(message.text())) return;
    if (!expected(text)) state.problems.push(text);
  });
  page.on('pageerror', (error) => {
    const text = `uncaught on ${page.url()}: ${error.message}`;
    if (!expected(text)) state.problems.push(text);
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const text = `${response.status()} ${response.request().method()} ${response.url()}`;
    if (!expected(text)) state.problems.push(text);
  });
  page.on('requestfailed', (request) => {
    if (isElsewhere(request.url())) return;
    const reason = request.failure()?.errorText ?? '';
    // A navigation away cancels what the old page was still loading; that is not a fault.
    if (reason === 'net::ERR_ABORTED') return;
    const text = `request failed: ${request.method()} ${request.url()} (${reason})`;
    if (!expected(text)) state.problems.push(text);
  });
}

/** The same watch over every page of another browser context (a second person in the same test). */
export function watchContext(context: BrowserContext, state: Watch): void {
  context.on('page', (page) => watch(page, state));
}

export const test = base.extend<{ watched: Watch }>({
  watched: [
    async ({ context }, use) => {
      const state: Watch = { problems: [], expect: [] };
      for (const page of context.pages()) watch(page, state);
      context.on('page', (page) => watch(page, state));
      await use(state);
      expect(state.problems, 'console errors and failed requests').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
