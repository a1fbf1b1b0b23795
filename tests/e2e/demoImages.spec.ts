// The built site serves every picture the demo data names (course cards, dashboard, session pages), so no
// page falls back to the default picture for want of a file. tests/unit/demoImages.test.ts checks the files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { DEMO_COURSES, DEMO_SESSIONS } from '../../scripts/lib/demo-data.mjs';

const urls = [...DEMO_COURSES, ...DEMO_SESSIONS].map((item) => item.image_url);

test('the built site serves every course and session picture of the demo data', async ({ request }) => {
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe('image/webp');
    expect((await response.body()).equals(readFileSync(join('public', url))), `${url} is the file in public/`).toBe(true);
  }
});
