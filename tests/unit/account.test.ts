// The account page's small shared rules: the typed delete confirmation, what a recent sign-in is, the export's name.
import { describe, expect, it } from 'vitest';
import { accountDeleteSchema, accountNameSchema, exportFileName, isDeleteConfirmed, isRecentSignIn, RECENT_SIGN_IN_MS } from '../../src/lib/account';

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
