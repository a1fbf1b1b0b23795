// Debian's Chromium for every Playwright suite (Playwright's own browser downloads are not available here). Its
// headless shell (Debian's chromium-headless-shell, what Playwright itself runs headless tests in) when installed:
// the same engine without the full browser's windowing layers, about a fifth less CPU for the same specs measured
// here (the suites share two cores). PLAYWRIGHT_CHROMIUM_PATH chooses another binary; Lighthouse keeps CHROME_PATH.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const chromiumLaunchOptions = {
  executablePath:
    process.env.PLAYWRIGHT_CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROME_PATH ?? '/usr/bin/chromium')),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
