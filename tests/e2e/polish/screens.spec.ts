// Every app screen at 360, 390, 768 and 1366 px: nothing wider than the screen (no sideways
// scrolling) and no axe violations (at 360 and 1366 px), every admin tab and the open mobile menu included. The header holds
// an admin's links in one row at 1366 px, and the menu icon keeps its size. On the built site only: the layout
// is the built CSS's (npm start's suite does not repeat it).
import { test, type Page } from '@playwright/test';
import { ADMIN_TAB_LABELS, axeViolations, DEMO, expect, horizontalOverflow, NOT_OWNED, OWNED } from './polishSupport';
import { signInAs } from '../learningSupport';

const WIDTHS = [360, 390, 768, 1366];
// Axe on the phone layout (360 px; 390 px has the same one) and the desktop one (1366 px). The tablet layout (768 px)
// is checked for fit: axe's findings are of the markup, names and colours, which no breakpoint changes here, and each
// scan of an admin tab cost about 4 s of a loaded CI machine (the 768 px cases took 50 s where 390 px took 9).
const AXE_WIDTHS = new Set([360, 1366]);

test.setTimeout(240_000);

/** Fits the screen and (where its layout is first seen) passes axe, or fails naming the screen and what is wrong. */
async function expectPolished(page: Page, screen: string): Promise<void> {
  expect(await horizontalOverflow(page), `${screen}: wider than the screen`).toEqual([]);
  if (AXE_WIDTHS.has(page.viewportSize()!.width)) expect(await axeViolations(page), `${screen}: axe`).toEqual([]);
}

const h1 = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test('signed out: sign in, create account, payment result, password set-up', async ({ page }) => {
      await page.goto('/auth');
      await h1(page, 'Welcome back');
      await expectPolished(page, '/auth');
      await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
      await expect(page.getByLabel('Full Name')).toBeVisible();
      await expectPolished(page, '/auth (sign up)');
      await page.goto('/payment-success');
      await h1(page, 'Invalid payment session');
      await expectPolished(page, '/payment-success');
      await page.goto('/auth/set-password');
      await expect(page.locator('#set-password-app h1')).toBeVisible();
      await expectPolished(page, '/auth/set-password');
    });

    test('a learner: dashboard, course, session, a locked course, the open menu', async ({ page }) => {
      await signInAs(page, DEMO.learner.email, DEMO.learner.password);
      await h1(page, /^Welcome/);
      await expect(page.getByRole('heading', { name: 'Your Courses' })).toBeVisible();
      await expectPolished(page, '/course-dashboard');
      await page.goto(`/course/${OWNED}`);
      await h1(page, 'Quantum Alchemy Breathwork');
      await expectPolished(page, 'course page');
      await page.goto(`/course/${OWNED}/session/${OWNED}-1`);
      await h1(page, 'BREATH OF HYPNOTIC RESTORATION');
      await expect(page.getByRole('heading', { name: 'Session Navigation' })).toBeVisible();
      await expectPolished(page, 'session page');
      await page.goto(`/course/${NOT_OWNED}`);
      await h1(page, 'Course Not Accessible');
      await expectPolished(page, 'locked course');

      const toggle = page.locator('[data-nav-toggle]');
      if (await toggle.isVisible()) {
        const icon = toggle.locator('svg');
        const box = await icon.boundingBox();
        expect(box!.width, 'menu icon width').toBeGreaterThanOrEqual(18);
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        // Open shows a cross: the middle bar is gone.
        await expect(icon.locator('.l2')).toHaveCSS('opacity', '0');
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
        await expectPolished(page, 'open menu');
      }
    });

    test("an admin: every admin tab and the admin's header", async ({ page }) => {
      await signInAs(page, DEMO.admin.email, DEMO.admin.password);
      await page.goto('/admin');
      await h1(page, 'Admin Dashboard');
      for (const tab of ADMIN_TAB_LABELS) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeAttached();
        if (tab === 'Manual Enrollment') {
          // The longest option chosen: the select must still fit.
          await page.getByLabel('Course', { exact: true }).selectOption(NOT_OWNED);
          await page.getByLabel('User Email').fill('someone.with.a.rather.long.address@example.com');
          await expect(page.locator('[data-enroll-preview]')).toBeVisible();
        }
        await expectPolished(page, `admin ${tab}`);
      }
      if (width >= 1366) {
        // One row: every visible navigation item sits on the brand's line.
        const brand = await page.locator('.brand').boundingBox();
        const items = page.locator('.site-nav__list > li:not([hidden]) > .site-nav__link');
        await expect(items).toHaveCount(9);
        for (const box of await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
          expect(Math.abs(box.top + box.height / 2 - (brand!.y + brand!.height / 2)), 'navigation item off the header row').toBeLessThan(
            12,
          );
        }
      }
    });
  });
}
