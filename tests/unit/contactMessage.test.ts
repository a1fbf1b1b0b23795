import { describe, expect, it } from 'vitest';
import {
  checkContactMessage,
  contactMessageSchema,
  contactRequestBody,
  failureToastDescription,
  missingRequiredFields,
  successToastDescription,
} from '../../src/lib/contact/message';
import { escapeHtml, escapeHtmlWithBreaks } from '../../src/lib/text/escapeHtml';

const valid = { name: '  Ada  ', email: ' ada@example.com ', message: ' Hello there ' };

describe('contactMessageSchema', () => {
  it('trims and accepts the required fields alone', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Hello there' });
  });

  it('drops empty optional fields and keeps filled ones', () => {
    const parsed = contactMessageSchema.parse({ ...valid, phone: '  ', subject: '', website: undefined });
    expect(parsed.phone).toBeUndefined();
    expect(parsed.subject).toBeUndefined();
    expect(contactMessageSchema.parse({ ...valid, phone: ' +44 7700 900123 ', subject: 'Sleep' })).toMatchObject({
      phone: '+44 7700 900123',
      subject: 'Sleep',
    });
  });

  it('rejects blank required fields after trimming', () => {
    for (const field of ['name', 'email', 'message'] as const) {
      const result = contactMessageSchema.safeParse({ ...valid, [field]: '   ' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });

  it('rejects a malformed email, over-long text and line breaks in one-line fields', () => {
    expect(contactMessageSchema.safeParse({ ...valid, email: 'not-an-email' }).success).toBe(false);
    expect(contactMessageSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(false);
    expect(contactMessageSchema.safeParse({ ...valid, name: 'Ada\r\nBcc: x@example.com' }).success).toBe(false);
    expect(contactMessageSchema.safeParse({ ...valid, subject: 'a\nb' }).success).toBe(false);
  });
});

describe('form helpers', () => {
  it('knows when required fields are missing', () => {
    expect(missingRequiredFields({ name: 'A', email: 'a@b.co', message: 'm' })).toBe(false);
    expect(missingRequiredFields({ name: ' ', email: 'a@b.co', message: 'm' })).toBe(true);
    expect(missingRequiredFields({ name: 'A', email: 'a@b.co' })).toBe(true);
  });

  it('sends empty optional fields as absent', () => {
    expect(contactRequestBody({ name: ' A ', email: 'a@b.co', phone: ' ', subject: '', message: 'm', website: '' })).toEqual({
      name: 'A',
      email: 'a@b.co',
      message: 'm',
    });
  });

  it('words the toasts as the spec does', () => {
    expect(successToastDescription('Maya Linwood')).toBe('Thank you for reaching out. Maya Linwood will get back to you within 24 hours.');
    expect(failureToastDescription('hello@example.com')).toBe(
      'There was a problem sending your message. Please try again or contact directly at hello@example.com',
    );
  });
});

describe('escapeHtml', () => {
  it('escapes every character that matters in HTML', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;');
    expect(escapeHtml('plain text')).toBe('plain text');
  });

  it('keeps line breaks as <br> after escaping', () => {
    expect(escapeHtmlWithBreaks('a<b\nc')).toBe('a&lt;b<br>\nc');
  });
});

describe('checkContactMessage (the rules the browser runs without zod)', () => {
  it('accepts exactly the addresses zod accepts', async () => {
    const z = await import('zod');
    const email = z.email();
    for (const address of [
      'ada@example.com',
      'a.b+c@sub.example.co.uk',
      "o'neil@example.ie",
      'a@b',
      'a@b.c',
      '.a@example.com',
      'a..b@example.com',
      'a@-x.com',
      'a b@example.com',
      'ada@example.com.',
    ]) {
      const ours = checkContactMessage({ ...valid, email: address }).success;
      expect([address, ours]).toEqual([address, email.safeParse(address).success]);
    }
  });

  it('reports issues in field order with the field as path, so the first names the first field to fix', () => {
    const result = checkContactMessage({ name: 'A\nB', email: 'nope', message: '' });
    expect(result.success).toBe(false);
    expect(!result.success && result.issues).toEqual([
      { path: ['name'], message: 'Use a single line' },
      { path: ['email'], message: 'Enter a valid email address, for example name@example.com' },
      { path: ['message'], message: 'Required' },
    ]);
  });

  it('refuses what is not a message and text fields that are not text', () => {
    expect(checkContactMessage(null).success).toBe(false);
    expect(checkContactMessage('hello').success).toBe(false);
    const result = checkContactMessage({ ...valid, phone: 447700900123 });
    expect(!result.success && result.issues).toEqual([{ path: ['phone'], message: 'Expected text' }]);
  });

  it('keeps the honeypot as sent and drops unknown fields', () => {
    expect(checkContactMessage({ ...valid, website: ' http://spam ', admin: true })).toEqual({
      success: true,
      data: { name: 'Ada', email: 'ada@example.com', message: 'Hello there', website: ' http://spam ' },
    });
  });
});
