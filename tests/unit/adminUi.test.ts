// The admin island's pure helpers: tab keys, money and dates, manual-enrollment messages and payload,
// session picture fallbacks and the checks on a new session image.
import { describe, expect, it } from 'vitest';
import { MAX_SESSION_IMAGE_BYTES, SESSION_IMAGE_TYPES } from '../../src/lib/admin/admin';
import {
  ADMIN_TABS,
  adminDate,
  adminPrice,
  courseOptionLabel,
  enrollmentCompleteMessage,
  enrollmentEmailPayload,
  sessionImageCandidates,
  sessionImageFileProblem,
  sessionImageUrlProblem,
} from '../../src/lib/admin/ui';
import { tabIndexForKey } from '../../src/islands/ui/tabKeys';

describe('tabs', () => {
  it('lists the tabs with Overview first and Insight after it', () => {
    expect(ADMIN_TABS.map((tab) => tab.label)).toEqual([
      'Overview',
      'Insight',
      'Courses',
      'Sessions',
      'Users',
      'Manual Enrollment',
      'Promotions',
    ]);
  });
  it('moves with the arrow keys, wrapping, and jumps with Home and End', () => {
    expect(tabIndexForKey('ArrowRight', 0, 5)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 4, 5)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 5)).toBe(4);
    expect(tabIndexForKey('Home', 3, 5)).toBe(0);
    expect(tabIndexForKey('End', 1, 5)).toBe(4);
    expect(tabIndexForKey('Enter', 1, 5)).toBeNull();
  });
});

describe('money and dates', () => {
  it('shows pounds with two decimals, zero included', () => {
    expect(adminPrice(249.98)).toBe('£249.98');
    expect(adminPrice(25)).toBe('£25.00');
    expect(adminPrice(0)).toBe('£0.00');
    expect(adminPrice(1234.5)).toBe('£1,234.50');
    expect(adminPrice(0.1 + 0.2)).toBe('£0.30');
    expect(adminPrice(Number.NaN)).toBe('£0.00');
  });
  it('formats dates in British style and survives bad input', () => {
    expect(adminDate('2025-01-10T09:00:00.000Z')).toBe('10 Jan 2025');
    expect(adminDate('not a date')).toBe('—');
    expect(adminDate(null)).toBe('—');
  });
  it("labels a course option 'title - £price'", () => {
    expect(courseOptionLabel({ title: 'The Animal That Walks With You', price: 199.99 })).toBe('The Animal That Walks With You - £199.99');
  });
});

describe('manual enrollment', () => {
  it('uses the exact toast words for a new and an existing user', () => {
    expect(enrollmentCompleteMessage('a@example.com', true)).toBe(
      'a@example.com has been enrolled and will receive account setup instructions via email',
    );
    expect(enrollmentCompleteMessage('a@example.com', false)).toBe('a@example.com has been enrolled and notified via email');
  });
  it('builds the spec 7 payload', () => {
    expect(
      enrollmentEmailPayload({
        email: 'jo.bloggs@example.com',
        courseTitle: 'Sonic Sound Healing',
        isNewUser: true,
        origin: 'https://maya.example',
      }),
    ).toEqual({
      userEmail: 'jo.bloggs@example.com',
      userName: null,
      courseTitle: 'Sonic Sound Healing',
      courseDashboardUrl: 'https://maya.example/course-dashboard',
      isNewUser: true,
      isManualEnrollment: true,
      passwordSetupUrl: 'https://maya.example/auth',
    });
    expect(
      enrollmentEmailPayload({ email: 'x@example.com', courseTitle: 'T', isNewUser: false, origin: 'https://maya.example' })
        .passwordSetupUrl,
    ).toBeNull();
  });
  it('greets by the full name from the profile, never by the e-mail address', () => {
    const base = { email: 'learner@example.com', courseTitle: 'T', isNewUser: false, origin: 'https://maya.example' };
    expect(enrollmentEmailPayload({ ...base, fullName: ' Sam Rivers ' }).userName).toBe('Sam Rivers');
    expect(enrollmentEmailPayload({ ...base, fullName: '' }).userName).toBeNull();
    expect(enrollmentEmailPayload(base).userName).toBeNull();
  });
});

describe('session images', () => {
  it('falls back from the session image to the course image to the default photo', () => {
    expect(sessionImageCandidates({ image_url: '/s.png', courseImageUrl: '/c.png' }, '/d.svg')).toEqual(['/s.png', '/c.png', '/d.svg']);
    expect(sessionImageCandidates({ image_url: null, courseImageUrl: '/c.png' }, '/d.svg')).toEqual(['/c.png', '/d.svg']);
    expect(sessionImageCandidates({ image_url: ' ', courseImageUrl: null }, '/d.svg')).toEqual(['/d.svg']);
  });
  it('accepts only images of at most 5 MB', () => {
    expect(
      sessionImageFileProblem({ type: 'image/png', size: MAX_SESSION_IMAGE_BYTES }, SESSION_IMAGE_TYPES, MAX_SESSION_IMAGE_BYTES),
    ).toBeNull();
    expect(
      sessionImageFileProblem({ type: 'image/png', size: MAX_SESSION_IMAGE_BYTES + 1 }, SESSION_IMAGE_TYPES, MAX_SESSION_IMAGE_BYTES),
    ).toBe('The image must be 5 MB or smaller.');
    expect(sessionImageFileProblem({ type: 'image/svg+xml', size: 10 }, SESSION_IMAGE_TYPES, MAX_SESSION_IMAGE_BYTES)).toMatch(
      /choose an image file/,
    );
    expect(sessionImageFileProblem({ type: 'text/plain', size: 10 }, SESSION_IMAGE_TYPES, MAX_SESSION_IMAGE_BYTES)).toMatch(
      /choose an image file/,
    );
  });
  it('accepts http(s) addresses and site paths only', () => {
    expect(sessionImageUrlProblem('https://cdn.sanity.io/images/a.jpg')).toBeNull();
    expect(sessionImageUrlProblem('/images/sessions/a.webp')).toBeNull();
    expect(sessionImageUrlProblem('//evil.example/a.png')).not.toBeNull();
    expect(sessionImageUrlProblem('javascript:alert(1)')).not.toBeNull();
    expect(sessionImageUrlProblem('data:image/png;base64,AAAA')).not.toBeNull();
    expect(sessionImageUrlProblem('   ')).not.toBeNull();
  });
});
