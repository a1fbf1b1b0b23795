// The pictures the demo data promises (scripts/lib/demo-data.mjs: each course's and session's image_url) exist
// in public/ as real, distinct WebP files of the size the pages show them at, and stay small.
// Drawn by scripts/generate-demo-images.mjs; tests/e2e/demoImages.spec.ts checks the built site serves them.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSES, DEMO_SESSIONS } from '../../scripts/lib/demo-data.mjs';
import { COURSE_IMAGE_SIZE, SESSION_IMAGE_SIZE } from '../../scripts/generate-demo-images.mjs';

const PUBLIC = join(process.cwd(), 'public');
const named = [
  ...DEMO_COURSES.map((course) => ({ url: course.image_url, size: COURSE_IMAGE_SIZE })),
  ...DEMO_SESSIONS.map((session) => ({ url: session.image_url, size: SESSION_IMAGE_SIZE })),
];
const file = (url: string) => join(PUBLIC, url);

describe('demo course and session pictures', () => {
  it('every course and session of the demo data names its own picture', () => {
    expect(named).toHaveLength(DEMO_COURSES.length + DEMO_SESSIONS.length);
    expect(new Set(named.map((image) => image.url)).size).toBe(named.length);
    for (const { url } of named) expect(url).toMatch(/^\/images\/(courses|sessions)\/[a-z0-9-]+\.webp$/);
  });

  it.each(named.map((image) => [image.url, image.size] as const))('%s is a WebP picture of the shown size', async (url, size) => {
    expect(existsSync(file(url)), `${url} is missing: run node scripts/generate-demo-images.mjs`).toBe(true);
    const bytes = readFileSync(file(url));
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const { width, height, format } = await sharp(bytes).metadata();
    expect({ width, height, format }).toEqual({ ...size, format: 'webp' });
  });

  it('no two pictures are the same, and all of them together stay small', () => {
    const hashes = named.map(({ url }) =>
      createHash('sha256')
        .update(readFileSync(file(url)))
        .digest('hex'),
    );
    expect(new Set(hashes).size).toBe(named.length);
    const total = named.reduce((sum, { url }) => sum + readFileSync(file(url)).byteLength, 0);
    expect(total).toBeLessThan(512 * 1024);
  });

  it('the picture folders hold only pictures the demo data names', () => {
    const present = ['courses', 'sessions'].flatMap((folder) =>
      readdirSync(join(PUBLIC, 'images', folder)).map((name) => `/images/${folder}/${name}`),
    );
    expect(present.sort()).toEqual(named.map((image) => image.url).sort());
  });
});
