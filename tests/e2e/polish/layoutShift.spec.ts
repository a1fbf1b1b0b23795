// Layout shift of every app page while it loads: measured in Chromium with a buffered
// PerformanceObserver('layout-shift') from the first byte, after load, network idle and the page's content.
// Each page must stay at or under 0.02 (the sum of every shift, stricter than CLS's worst window).
import { test, type Page } from '@playwright/test';
import { DEMO, expect, OWNED } from './polishSupport';
import { signInAs } from '../learningSupport';

const MAX_SHIFT = 0.02;
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

test.setTimeout(180_000);

/** Loads a page fresh and returns its layout shifts (value and what moved) once its content is in. */
async function shiftsOf(page: Page, path: string, content: (page: Page) => Promise<void>) {
  await page.goto(path, { waitUntil: 'load' });
  await content(page);
  await page.waitForLoadState('networkidle');
  // Late pictures and fonts get a moment to land, as a visitor would see them.
  await page.waitForTimeout(750);
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
          >;
          const counted = entries.filter((entry) => !entry.hadRecentInput);
          resolve({
            total: counted.reduce((sum, entry) => sum + entry.value, 0),
            moved: counted.flatMap((entry) =>
              (entry.sources ?? []).map(
                (source) => `${(source.node as Element | null)?.className || source.node?.nodeName} ${entry.value.toFixed(3)}`,
              ),
            ),
          });
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all means no callback: answer after a frame.
        requestAnimationFrame(() => setTimeout(() => resolve({ total: 0, moved: [] }), 100));
      }),
  );
}

const heading = (name: string | RegExp) => (page: Page) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('signed-out app pages: /auth, /courses, the payment result, the password set-up and the sign-in link page', async ({ page }) => {
      const pages: Array<[string, (page: Page) => Promise<void>]> = [
        ['/auth', heading('Welcome back')],
        ['/courses', (p) => expect(p.locator('[data-course-grid] li').first()).toBeVisible()],
        ['/payment-success', heading('Invalid payment session')],
        ['/auth/set-password', (p) => expect(p.locator('#set-password-app h1')).toBeVisible()],
        ['/course-access', (p) => expect(p.locator('#course-access-app h1')).toBeVisible()],
      ];
      for (const [path, content] of pages) {
        const { total, moved } = await shiftsOf(page, path, content);
        expect(total, `${path} shifted: ${moved.join('; ')}`).toBeLessThanOrEqual(MAX_SHIFT);
      }
    });

    test("a learner's dashboard, course page, session page and account", async ({ page }) => {
      await signInAs(page, DEMO.learner.email, DEMO.learner.password);
      const pages: Array<[string, (page: Page) => Promise<void>]> = [
        ['/course-dashboard', heading(/^Welcome/)],
        [`/course/${OWNED}`, heading('Quantum Alchemy Breathwork')],
        [`/course/${OWNED}/session/${OWNED}-3`, heading('Quantum Integration Breath')],
        [`/course/${OWNED}/session/${OWNED}-1`, heading('BREATH OF HYPNOTIC RESTORATION')],
        ['/courses', (p) => expect(p.locator('[data-course-grid] li').first()).toBeVisible()],
        ['/account', heading('My Account')],
      ];
      for (const [path, content] of pages) {
        const { total, moved } = await shiftsOf(page, path, content);
        expect(total, `${path} shifted: ${moved.join('; ')}`).toBeLessThanOrEqual(MAX_SHIFT);
      }
    });

    test("an admin's dashboard and admin page (the header with every link)", async ({ page }) => {
      await signInAs(page, DEMO.admin.email, DEMO.admin.password);
      for (const [path, content] of [
        ['/course-dashboard', heading(/^Welcome/)],
        // Its title row is in the page's HTML: the tabs are what arrive with the data.
        ['/admin', (p) => expect(p.getByRole('tablist', { name: 'Admin sections' })).toBeVisible()],
        // A session with its video and a long written lesson.
        ['/course/the-animal-that-walks-with-you/session/the-animal-that-walks-with-you-2', heading(/^The Deer/)],
      ] as Array<[string, (page: Page) => Promise<void>]>) {
        const { total, moved } = await shiftsOf(page, path, content);
        expect(total, `${path} shifted: ${moved.join('; ')}`).toBeLessThanOrEqual(MAX_SHIFT);
      }
    });
  });
}
