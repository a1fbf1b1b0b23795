// The site frame on every page: banner, main navigation (desktop dropdown, mobile panel), footer,
// the not-found page, and an axe scan of both layouts. Expected words and links are the seed's
// siteSettings (content/seed/data.ndjson) and the spec's fixed strings.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

const BANNER = 'LIMITED TIME: 50% OFF ALL SESSIONS';
const TOP_LINKS = [
  ['Home', '/'],
  ['Courses', '/courses'],
  ['Work With Me', '/work-with-me'],
  ['Contact', '/contact'],
] as const;
const ABOUT_LINKS = [
  ['About Maya', '/about-maya-linwood'],
  ['Treatments', '/treatments'],
  ['Blog', '/blog'],
] as const;
const SOCIAL_LINKS = [
  ['Instagram', 'https://www.instagram.com/mayalinwood.hypnotherapy'],
  ['Facebook', 'https://www.facebook.com/mayalinwood.hypnotherapy'],
  ['YouTube', 'https://www.youtube.com/@mayalinwoodhypnotherapy'],
  ['TikTok', 'https://www.tiktok.com/@mayalinwood.hypnotherapy'],
  ['WhatsApp', 'https://wa.me/447700900123'],
] as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const link = (page: Page, name: string) => mainNav(page).getByRole('link', { name, exact: true });
const aboutButton = (page: Page) => mainNav(page).getByRole('button', { name: 'About', exact: true });

/** axe violations as short readable lines, so a failure names the rule and the elements. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const path of ['/', '/no-such-page']) {
  test(`the promotion banner shows on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('banner').getByText(BANNER, { exact: true })).toBeVisible();
  });
}

test.describe('desktop navigation', () => {
  test.use({ viewport: DESKTOP });

  test('top-level links point at their routes and mark the current page', async ({ page }) => {
    await page.goto('/');
    for (const [name, href] of TOP_LINKS) await expect(link(page, name)).toHaveAttribute('href', href);
    await expect(link(page, 'Home')).toHaveAttribute('aria-current', 'page');
    await expect(link(page, 'Courses')).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('signed-in links are rendered but hidden for visitors', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-auth="signed-in"] a[href="/course-dashboard"]')).toHaveCount(1);
    await expect(page.locator('[data-auth="signed-in"] a[href="/account"]')).toHaveText('Account');
    await expect(page.locator('[data-auth="admin"] a')).toHaveAttribute('href', '/admin');
    await expect(page.locator('[data-auth]')).toHaveCount(4);
    for (const item of await page.locator('[data-auth]').all()) await expect(item).toBeHidden();
  });

  test('the About dropdown opens on hover and closes after the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const about = aboutButton(page);
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(link(page, 'About Maya')).toBeHidden();

    await about.hover();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of ABOUT_LINKS) {
      await expect(link(page, name)).toBeVisible();
      await expect(link(page, name)).toHaveAttribute('href', href);
    }

    // Move well away from the header; the menu closes after the pointer-grace delay.
    await page.getByRole('main').hover({ position: { x: 10, y: 10 } });
    await expect(link(page, 'About Maya')).toBeHidden();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  test('the About dropdown works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const about = aboutButton(page);
    await link(page, 'Courses').focus();

    // Tabbing onto the button opens the menu.
    await page.keyboard.press('Tab');
    await expect(about).toBeFocused();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(link(page, 'About Maya')).toBeVisible();

    // Escape closes it and puts focus back on the button.
    await page.keyboard.press('Tab');
    await expect(link(page, 'About Maya')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toBeFocused();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(link(page, 'About Maya')).toBeHidden();

    // The disclosure button toggles it; tabbing past the last item closes it.
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    for (const [name] of ABOUT_LINKS) {
      await page.keyboard.press('Tab');
      await expect(link(page, name)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(link(page, 'Work With Me')).toBeFocused();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(link(page, 'About Maya')).toBeHidden();
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: MOBILE });

  test('links stay behind the Menu button until it is pressed; Escape closes the panel', async ({ page }) => {
    await page.goto('/');
    const menu = mainNav(page).getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveAttribute('aria-controls', 'site-nav-menu');
    for (const [name] of [...TOP_LINKS, ...ABOUT_LINKS]) await expect(link(page, name)).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // The panel lists every link, the About children included, with no dropdown to open.
    for (const [name, href] of [...TOP_LINKS, ...ABOUT_LINKS]) {
      await expect(link(page, name)).toBeVisible();
      await expect(link(page, name)).toHaveAttribute('href', href);
    }
    await expect(aboutButton(page)).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(link(page, 'Courses')).toBeHidden();
  });

  test('following a link in the panel closes it', async ({ page }) => {
    await page.goto('/');
    const menu = mainNav(page).getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    // Cancel the navigation (after the nav's own handler has run) so this document can be inspected.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await link(page, 'Contact').click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the footer links the social profiles, the log-in page and shows the copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('a[data-platform]')).toHaveCount(SOCIAL_LINKS.length);
  for (const [name, href] of SOCIAL_LINKS) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: 'Already enrolled? Log in here', exact: true })).toHaveAttribute('href', '/auth');
  await expect(footer.getByText(/2025/)).toBeVisible();
});

test('an unknown route shows the not-found page and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Oops! Page not found', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home', exact: true })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect.poll(() => errors.some((text) => text.includes('404 Error') && text.includes('/no-such-page'))).toBe(true);
});

for (const [layout, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test.describe(`accessibility at ${layout} width`, () => {
    // No entry animation, so axe measures the menus' final colours.
    test.use({ viewport, reducedMotion: 'reduce' });

    for (const path of ['/', '/no-such-page']) {
      test(`${path} has no axe violations, menus closed and open`, async ({ page }) => {
        await page.goto(path);
        expect(await axeViolations(page)).toEqual([]);

        if (layout === 'desktop') {
          await aboutButton(page).click();
          await expect(link(page, 'About Maya')).toBeVisible();
        } else {
          await mainNav(page).getByRole('button', { name: 'Menu', exact: true }).click();
          await expect(link(page, 'Contact')).toBeVisible();
        }
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
