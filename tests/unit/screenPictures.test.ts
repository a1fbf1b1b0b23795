// The picture a signed-in screen shows first, read from its answer so the page's early script can ask for it before
// React renders (src/lib/learning/screenPictures.ts): it must be the one the view loads eagerly.
import { describe, expect, it } from 'vitest';
import type { DashboardData, SessionData } from '../../src/lib/learning/learning';
import { dashboardPicture, sessionPicture } from '../../src/lib/learning/screenPictures';
import { FALLBACK_IMAGE } from '../../src/lib/learning/routes';

const course = (id: string, image_url: string | null) => ({ id, image_url }) as DashboardData['courses'][number];
const offer = (id: string, image_url: string | null) => ({ id, image_url }) as DashboardData['available'][number];
const dashboard = (over: Partial<DashboardData>): DashboardData => ({
  profile: { email: 'a@example.com', full_name: 'A' },
  isAdmin: false,
  courses: [],
  available: [],
  coursePages: [],
  ...over,
});

describe('the dashboard picture asked for early', () => {
  it("is her first course's, or the calm fallback when that course has none", () => {
    expect(
      dashboardPicture(dashboard({ courses: [course('a', '/a.jpg'), course('b', '/b.jpg')], available: [offer('c', '/c.jpg')] })),
    ).toBe('/a.jpg');
    expect(dashboardPicture(dashboard({ courses: [course('a', null)] }))).toBe(FALLBACK_IMAGE);
  });

  it('is the first course on offer for a learner without courses, and none for an admin without courses', () => {
    expect(dashboardPicture(dashboard({ available: [offer('c', '/c.jpg')] }))).toBe('/c.jpg');
    expect(dashboardPicture(dashboard({ isAdmin: true, available: [offer('c', '/c.jpg')] }))).toBeNull();
    expect(dashboardPicture(dashboard({}))).toBeNull();
  });
});

describe('the session picture asked for early', () => {
  it("is the session's own picture, or the calm fallback", () => {
    const session = (image_url: string | null) => ({ session: { image_url } }) as unknown as SessionData;
    expect(sessionPicture(session('/s.jpg'))).toBe('/s.jpg');
    expect(sessionPicture(session(null))).toBe(FALLBACK_IMAGE);
  });
});
