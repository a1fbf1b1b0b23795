// GET /api/courses against the Firestore emulator with the demo data.
import type { Context } from '@netlify/functions';
import { beforeAll, describe, expect, it } from 'vitest';
import coursesHandler from '../../netlify/functions/courses.mts';
import { DEMO_COURSES, DEMO_SESSIONS } from '../../scripts/lib/demo-data.mjs';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import type { PublicCoursesResponse } from '../../src/lib/catalog/publicCourses';

const context = { deploy: { context: 'dev' } } as unknown as Context;
const get = (method = 'GET') => coursesHandler(new Request('http://localhost/api/courses', { method }), context);

beforeAll(async () => {
  await seedDemoData(process.env);
}, 60_000);

describe('GET /api/courses', () => {
  it('lists the courses oldest first with their sessions in order, and nothing paid', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const { courses } = (await response.json()) as PublicCoursesResponse;
    const demo = [...DEMO_COURSES].sort((a, b) => a.created_at.localeCompare(b.created_at));
    expect(courses.map((course) => course.id)).toEqual(demo.map((course) => course.id));
    const qab = courses.find((course) => course.id === 'quantum-alchemy-breathwork')!;
    expect(qab).toMatchObject({ title: 'Quantum Alchemy Breathwork', price: 25, original_price: 59.99, sale_tag: '50% OFF' });
    expect(courses.find((course) => course.id === 'the-animal-that-walks-with-you')).toMatchObject({ price: 199.99, original_price: null });
    const expectedSessions = DEMO_SESSIONS.filter((s) => s.course_id === 'quantum-alchemy-breathwork')
      .sort((a, b) => a.session_order - b.session_order)
      .map(({ title, description }) => ({ title, description }));
    expect(qab.sessions).toEqual(expectedSessions);
    expect(JSON.stringify(courses)).not.toMatch(/video_url|vimeo/);
  });

  it('only answers GET', async () => {
    expect((await get('POST')).status).toBe(405);
  });
});
