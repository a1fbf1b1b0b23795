// Signing up as a visitor does it on /auth (spec 2.10): the one way the browser suites make a new learner.
import { expect, type Page } from '@playwright/test';

export type NewLearner = { name: string; email: string; password: string };

/** Fills the sign-up form and waits for the dashboard it leads to. */
export async function signUpThroughForm(page: Page, learner: NewLearner): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('Full Name').fill(learner.name);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password').fill(learner.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // A sign-up is five calls in a row (the account, its sign-in, the name, the session, the profile and its e-mail):
  // on a loaded two-core machine more than Playwright's default 5 s (seen: signed in, still on /auth at 5 s).
  await expect(page).toHaveURL(/\/course-dashboard$/, { timeout: 30_000 });
}
