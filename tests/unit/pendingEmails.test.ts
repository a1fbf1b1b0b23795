import { describe, expect, it } from 'vitest';
import { pendingEmailsLine } from '../../src/lib/purchase/pendingEmails';

describe('pendingEmailsLine', () => {
  it('counts the waiting purchase e-mails in words', () => {
    expect(pendingEmailsLine(1)).toBe('1 purchase e-mail is waiting to be sent.');
    expect(pendingEmailsLine(3)).toBe('3 purchase e-mails are waiting to be sent.');
  });
});
