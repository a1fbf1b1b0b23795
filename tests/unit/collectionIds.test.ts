// The deterministic document ids (netlify/lib/data/collections.ts): the same learner and course (or session) always
// name the same record, so a purchase and an admin's enrollment enrol once, and different pairs never collide.
import { describe, expect, it } from 'vitest';
import {
  COLLECTION,
  enrollmentId,
  openCheckoutId,
  FIGURE_TOTALS_ID,
  progressId,
  rateLimitId,
  userCertificateId,
} from '../../netlify/lib/data/collections';

describe('document ids', () => {
  it('one record per learner and course: enrollment, open checkout and certificate pointer share the stored form', () => {
    expect(enrollmentId('uid1', 'quantum-alchemy-breathwork')).toBe('uid1_quantum-alchemy-breathwork');
    expect(openCheckoutId('uid1', 'quantum-alchemy-breathwork')).toBe('uid1_quantum-alchemy-breathwork');
    expect(userCertificateId('uid1', 'quantum-alchemy-breathwork')).toBe('uid1_quantum-alchemy-breathwork');
  });

  it('progress is per learner and session', () => {
    expect(progressId('uid1', 'quantum-alchemy-breathwork-3')).toBe('uid1_quantum-alchemy-breathwork-3');
    expect(progressId('uid1', 'a-1')).not.toBe(progressId('uid2', 'a-1'));
    expect(progressId('uid1', 'a-1')).not.toBe(progressId('uid1', 'a-2'));
  });

  it('rate-limit counters are per scope, key hash and window', () => {
    expect(rateLimitId('contact-address', 'ab12', 42)).toBe('contact-address_ab12_42');
    expect(rateLimitId('contact-address', 'ab12', 42)).not.toBe(rateLimitId('contact-address', 'ab12', 43));
  });

  it('the stored collection names stay what the data already uses', () => {
    expect(COLLECTION).toEqual({
      courses: 'courses',
      courseSessions: 'course_sessions',
      profiles: 'profiles',
      userRoles: 'user_roles',
      enrollments: 'user_enrollments',
      progress: 'user_session_progress',
      payments: 'payments',
      stripeEvents: 'stripe_events',
      openCheckouts: 'open_checkouts',
      localCheckouts: 'local_checkout_sessions',
      certificates: 'certificates',
      userCertificates: 'user_certificates',
      learnerActivity: 'learner_activity',
      figureTotals: 'figure_totals',
      figureChanges: 'figure_changes',
      promotionCodes: 'promotion_codes',
      promotionSeats: 'promotion_seats',
      promotionRedemptions: 'promotion_redemptions',
      dripNotices: 'drip_notices',
      unfinishedPayments: 'unfinished_payments',
      sessionCleanups: 'session_cleanups',
      rateLimits: 'rate_limits',
    });
    expect(FIGURE_TOTALS_ID).toBe('practice');
  });
});
