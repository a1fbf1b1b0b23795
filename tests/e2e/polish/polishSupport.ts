// Helpers of the polish specs (run on the built site, playwright.config.ts). They use only what a person uses (the
// pages, the demo accounts, UI sign-up); the demo data is seeded into the suite's test emulators first.
import { expect as baseExpect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ADMIN_TABS } from '../../../src/lib/admin/ui';
import { signUpThroughForm } from '../../support/signUp';

export const expect = baseExpect.configure({ timeout: 60_000 });

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'local-admin-pass' },
  /** Owns Quantum Alchemy Breathwork only. */
  learner: { email: 'learner@example.com', password: 'local-learner-pass' },
};
export const OWNED = 'quantum-alchemy-breathwork';
export const NOT_OWNED = 'the-animal-that-walks-with-you';
/** Every tab of the admin dashboard, from the island's own list (the spec's five and any added since). */
export const ADMIN_TAB_LABELS = ADMIN_TABS.map((tab) => tab.label);

export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/course-dashboard$/);
}

/** A new account made through the /auth form (lands on the dashboard). */
export async function signUp(page: Page, fullName: string): Promise<string> {
  const email = `polish-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await signUpThroughForm(page, { name: fullName, email, password: 'polish-pass-123' });
  return email;
}

export const toasts = (page: Page) => page.locator('[data-toast]');

/** Axe findings as readable lines (an empty list means none). */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Elements wider than the screen: the page scrolls sideways when this is not empty. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`,
      );
    return [`page is ${document.documentElement.scrollWidth} px wide in a ${width} px screen`, ...culprits];
  });
}
