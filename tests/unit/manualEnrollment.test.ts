// Which courses the admin's Manual Enrollment offers (published, not coming soon) and what it says when the
// person already has the course.
import { describe, expect, it } from 'vitest';
import { alreadyEnrolledNotice, offeredForManualEnrollment } from '../../src/lib/admin/manualEnrollment';

describe('manual enrollment', () => {
  it('offers only published courses that are not coming soon', () => {
    expect(offeredForManualEnrollment({ published: true, coming_soon: false })).toBe(true);
    expect(offeredForManualEnrollment({ published: true })).toBe(true);
    expect(offeredForManualEnrollment({ published: true, coming_soon: true })).toBe(false);
    expect(offeredForManualEnrollment({ published: false, coming_soon: false })).toBe(false);
    expect(offeredForManualEnrollment({})).toBe(false); // old data without the field is a draft
  });

  it('says that nothing changed and nothing was sent', () => {
    expect(alreadyEnrolledNotice('ann@example.com', 'Open Course')).toEqual({
      title: 'Already Enrolled',
      message: 'ann@example.com is already enrolled in Open Course. Nothing was changed and no e-mail was sent.',
    });
  });
});
