// The account page's small shared rules: the typed delete confirmation, what a recent sign-in is, the export's name.
import { describe, expect, it } from 'vitest';
import {
  accountDeleteSchema,
  accountNameSchema,
  exportFileName,
  isDeleteConfirmed,
  isRecentSignIn,
  RECENT_SIGN_IN_MS,
} from '../../src/lib/account/schemas';

describe('the typed delete confirmation', () => {
  it('is the word DELETE in capitals, spaces around it forgiven', () => {
    expect(isDeleteConfirmed('DELETE')).toBe(true);
    expect(isDeleteConfirmed('  DELETE \n')).toBe(true);
    for (const typed of ['delete', 'Delete', 'DELET', 'DELETE!', 'D E L E T E', '']) expect(isDeleteConfirmed(typed), typed).toBe(false);
  });

  it('the schema says what to type', () => {
    const result = accountDeleteSchema.safeParse({ confirmation: 'yes' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Type DELETE in capital letters to confirm.');
  });
});

describe('a recent sign-in', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('is one within the last five minutes', () => {
    expect(isRecentSignIn(now / 1000 - 10, now)).toBe(true);
    expect(isRecentSignIn((now - RECENT_SIGN_IN_MS) / 1000, now)).toBe(true);
    expect(isRecentSignIn((now - RECENT_SIGN_IN_MS) / 1000 - 1, now)).toBe(false);
    expect(isRecentSignIn(undefined, now)).toBe(false);
    expect(isRecentSignIn('1700000000', now)).toBe(false);
  });
});

describe('the account schemas', () => {
  it('trims the name and allows removing it', () => {
    expect(accountNameSchema.parse({ fullName: '  Ada  ' })).toEqual({ fullName: 'Ada' });
    expect(accountNameSchema.parse({ fullName: '' })).toEqual({ fullName: '' });
  });
});

it('the export file is named by its UTC date', () => {
  expect(exportFileName(new Date('2026-11-23T23:59:00Z'))).toBe('my-data-2026-11-23.json');
});

describe('the account page words', () => {
  it('names the password problem under its field, and keeps the server words of API errors', async () => {
    const { accountErrorMessage, WRONG_CURRENT_PASSWORD, GENERIC_ACCOUNT_ERROR } = await import('../../src/lib/account/words');
    expect(accountErrorMessage({ code: 'auth/invalid-credential' })).toBe(WRONG_CURRENT_PASSWORD);
    expect(accountErrorMessage({ code: 'auth/weak-password' })).toBe('Password must be at least 6 characters.');
    expect(accountErrorMessage({ status: 409, message: 'That e-mail address belongs to another account.' })).toBe(
      'That e-mail address belongs to another account.',
    );
    expect(accountErrorMessage(new Error('internal detail'))).toBe(GENERIC_ACCOUNT_ERROR);
    expect(accountErrorMessage(null)).toBe(GENERIC_ACCOUNT_ERROR);
  });

  it('shows amounts paid in pounds with pence, other currencies by code, and dates in words', async () => {
    const { paidAmountText, longDate, enrollmentSourceText } = await import('../../src/lib/account/words');
    expect(paidAmountText(2500, 'gbp')).toBe('£25.00');
    expect(paidAmountText(0, 'gbp')).toBe('£0.00');
    expect(paidAmountText(1999, 'eur')).toBe('19.99 EUR');
    expect(paidAmountText(null, 'gbp')).toBe('—');
    expect(longDate('2026-11-23T10:00:00Z', 'UTC')).toBe('23 November 2026');
    expect(longDate('', 'UTC')).toBe('—');
    expect(enrollmentSourceText('manual')).toBe('Added by the practitioner');
  });
});

it('tells what the person got wrong from a fault worth logging', async () => {
  const { isPersonsMistake } = await import('../../src/lib/account/words');
  expect(isPersonsMistake({ code: 'auth/wrong-password' })).toBe(true);
  expect(isPersonsMistake({ status: 409, message: 'taken' })).toBe(true);
  expect(isPersonsMistake({ code: 'auth/network-request-failed' })).toBe(false);
  expect(isPersonsMistake({ code: 'auth/internal-error' })).toBe(false);
  expect(isPersonsMistake({ status: 503, message: 'down' })).toBe(false);
  expect(isPersonsMistake(new Error('x'))).toBe(false);
});
