import { describe, expect, it } from 'vitest';
import { adminEmailSchema } from '../../src/lib/admin/admin';
import { courseCreateSchema } from '../../src/lib/admin/courseSchemas';
import { checkContactMessage } from '../../src/lib/contact/rules';
import { optionalText, recordId, requiredText } from '../../src/lib/fieldSchemas';
import { profileSchema } from '../../src/lib/learning/learning';
import { createCheckoutSchema } from '../../src/lib/purchase/schemas';
import { unstorableTextMessage } from '../../src/lib/text/storableText';

const LONE_SURROGATE = '\uD800';

describe('unstorableTextMessage', () => {
  it('accepts ordinary text, emoji, newlines, tabs and CRLF line breaks', () => {
    for (const text of ['Ada Lovelace', 'Zoë 😊', 'line one\nline two', 'a\tb', 'first\r\nsecond', '']) {
      expect(unstorableTextMessage('Name', text)).toBeNull();
    }
  });

  it('refuses lone surrogates, both high and low', () => {
    expect(unstorableTextMessage('Name', `Ada ${LONE_SURROGATE}`)).toBe(
      'Name contains characters that cannot be stored (broken Unicode). Please retype it.',
    );
    expect(unstorableTextMessage('Name', '\uDC00x')).not.toBeNull();
    expect(unstorableTextMessage('Name', '😊'.slice(0, 1))).not.toBeNull();
  });

  it('refuses control characters other than newline and tab, and a bare CR', () => {
    for (const text of ['a\u0000b', 'bell\u0007', 'esc\u001B[31m', 'del\u007F', 'c1\u0085', 'bare\rcr']) {
      expect(unstorableTextMessage('Message', text)).toBe('Message contains control characters. Please remove them and try again.');
    }
  });
});

describe('the shared schemas refuse unstorable text', () => {
  it('requiredText, optionalText and recordId', () => {
    expect(requiredText('Title', 50).safeParse(` ${LONE_SURROGATE} `).error?.issues[0]?.message).toMatch(/broken Unicode/);
    expect(requiredText('Title', 50).parse('  Calm  ')).toBe('Calm');
    expect(optionalText('Note', 50).safeParse('x\u0001').success).toBe(false);
    expect(optionalText('Note', 50).parse(undefined)).toBeUndefined();
    expect(recordId('courseId').safeParse(`c${LONE_SURROGATE}`).success).toBe(false);
  });

  it('a profile name and a course title', () => {
    expect(profileSchema.safeParse({ fullName: LONE_SURROGATE }).error?.issues[0]?.message).toMatch(/^fullName contains characters/);
    const course = { title: `Calm ${LONE_SURROGATE}`, description: 'd', price: 10 };
    expect(courseCreateSchema.safeParse(course).error?.issues[0]?.message).toMatch(/^Course Title contains characters/);
  });

  it('admin mail and checkout payload text', () => {
    const mail = { userEmail: 'a@example.com', subject: 'Hello', message: `Hi\u0000` };
    expect(adminEmailSchema.safeParse(mail).success).toBe(false);
    expect(adminEmailSchema.safeParse({ ...mail, message: 'Hi\nthere\r\nbye' }).success).toBe(true);
    expect(createCheckoutSchema.safeParse({ courseId: 'c1', userName: LONE_SURROGATE }).success).toBe(false);
  });

  it('the contact form rules', () => {
    const result = checkContactMessage({ name: 'Ada', email: 'ada@example.com', message: `Hello ${LONE_SURROGATE}` });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.issues).toEqual([{ path: ['message'], message: expect.stringMatching(/broken Unicode/) }]);
  });
});
