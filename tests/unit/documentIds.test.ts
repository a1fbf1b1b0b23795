// The one id rule every id field shares (src/lib/fieldSchemas.ts): an id is taken exactly as sent, and a name
// Firestore reserves is refused with words instead of failing inside the database.
import { describe, expect, it } from 'vitest';
import { isReservedDocumentId, recordId } from '../../src/lib/fieldSchemas';
import { verifyPaymentSchema } from '../../src/lib/purchase/schemas';
import { promotionCheckSchema } from '../../src/lib/purchase/promotionSchemas';

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('reserved document ids', () => {
  it('are the ones Firestore refuses: `.`, `..`, a slash, and two underscores at both ends', () => {
    for (const id of ['__proto__', '__name__', '____', '__x__', '.', '..', 'a/b', '/']) expect(isReservedDocumentId(id), id).toBe(true);
    for (const id of ['__proto', 'proto__', '_x_', 'quantum-alchemy-breathwork', 'a.b', '___']) {
      expect(isReservedDocumentId(id), id).toBe(false);
    }
  });
});

describe('recordId', () => {
  const courseId = recordId('courseId');

  it('accepts an id as the site makes them, unchanged', () => {
    expect(courseId.parse('quantum-alchemy-breathwork')).toBe('quantum-alchemy-breathwork');
    expect(courseId.parse('uid_123-abc')).toBe('uid_123-abc');
  });

  it('refuses an id with a space before or after it instead of trimming it into another record', () => {
    for (const id of [' quantum-alchemy-breathwork ', 'quantum-alchemy-breathwork ', '\tabc', 'abc\n']) {
      expect(firstMessage(courseId.safeParse(id)), JSON.stringify(id)).toBe('courseId must not begin or end with a space');
    }
  });

  it('refuses a name the database reserves, in words', () => {
    expect(firstMessage(courseId.safeParse('__proto__'))).toBe(
      'courseId "__proto__" is a name the database reserves, so it cannot be an id',
    );
    expect(firstMessage(courseId.safeParse('__name__'))).toMatch(/reserves/);
  });

  it('still refuses empty, missing, too long and other characters', () => {
    expect(firstMessage(courseId.safeParse(''))).toBe('courseId is required');
    expect(firstMessage(courseId.safeParse('   '))).toBe('courseId is required');
    expect(firstMessage(courseId.safeParse(undefined))).toBe('courseId is required');
    expect(firstMessage(courseId.safeParse(42))).toBe('courseId must be text');
    expect(firstMessage(courseId.safeParse('a'.repeat(201)))).toBe('courseId is too long');
    expect(firstMessage(courseId.safeParse('../x'))).toBe('courseId may only contain letters, numbers, dashes and underscores');
    expect(firstMessage(courseId.safeParse('a.b'))).toBe('courseId may only contain letters, numbers, dashes and underscores');
  });
});

describe('the other id fields follow the same rule', () => {
  it('a payment session id', () => {
    expect(firstMessage(verifyPaymentSchema.safeParse({ sessionId: '__proto__' }))).toMatch(
      /sessionId "__proto__" is a name the database reserves/,
    );
    expect(firstMessage(verifyPaymentSchema.safeParse({ sessionId: ' cs_test_1 ' }))).toBe('sessionId must not begin or end with a space');
    expect(verifyPaymentSchema.parse({ sessionId: 'cs_test_1' })).toEqual({ sessionId: 'cs_test_1' });
  });

  it('a promotion code (typed by a person, so trimmed, but never a reserved name)', () => {
    expect(firstMessage(promotionCheckSchema.safeParse({ courseId: 'c', code: '__ab__' }))).toBe(
      'Code must not begin and end with two underscores',
    );
    expect(promotionCheckSchema.parse({ courseId: 'c', code: ' spring20 ' })).toEqual({ courseId: 'c', code: 'SPRING20' });
  });
});
