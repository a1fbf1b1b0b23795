// The admin CSV exports against the emulators: users, enrollments and payments with the right rows, a header,
// UTF-8 with a BOM, formulas neutralised, streamed a page at a time; a bad type is refused with the reason.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { db } from '../../netlify/lib/firebase';
import adminExport from '../../netlify/functions/admin-export.mts';
import { adminExportStream } from '../../netlify/lib/admin/adminExport';
import { MANUAL_ENROLLMENT_REFERENCE } from '../../src/lib/admin/admin';
import { context, request, signIn } from './learningSupport';
import { resetTestEmulators } from '../support/emulators';
import { adminExportRoute } from '../../src/api/contract';

let admin: string;
const download = async (query: string) => {
  const response = await adminExport(request(`${adminExportRoute.path}${query}`, { token: admin }), context());
  // Keep the byte-order mark (response.text() would drop it).
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    text,
  };
};
const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

beforeAll(async () => {
  await resetTestEmulators();
  await seedDemoData(process.env);
  admin = await signIn('admin@example.com', 'local-admin-pass');
  const firestore = await db();
  await firestore
    .collection('profiles')
    .doc('evil')
    .set({ user_id: 'evil', email: 'evil@example.com', full_name: '=HYPERLINK("http://x","Zoë")', created_at: '2031-01-01T00:00:00.000Z' });
  await firestore.collection('user_enrollments').doc('evil_quantum-alchemy-breathwork').set({
    user_id: 'evil',
    course_id: 'quantum-alchemy-breathwork',
    enrolled_at: '2031-01-02T00:00:00.000Z',
    payment_intent_id: MANUAL_ENROLLMENT_REFERENCE,
  });
  await firestore.collection('payments').doc('cs_export_1').set({
    user_id: 'evil',
    customer_email: null,
    course_id: 'the-animal-that-walks-with-you',
    course_title: 'The Animal That Walks With You',
    amount_total: 19999,
    currency: 'gbp',
    fulfilled_at: '2031-01-03T00:00:00.000Z',
    refund_status: 'refunded',
    amount_refunded: 19999,
    refunded_at: '2031-01-04T00:00:00.000Z',
  });
});

describe('CSV exports', () => {
  it('users: a header, one row per profile, newest first, formulas neutralised, UTF-8 with a BOM', async () => {
    const file = await download('?type=users');
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(file.text.startsWith('\uFEFF')).toBe(true);
    const [header, first, ...rest] = lines(file.text);
    expect(header).toBe('User ID,Email,Name,Joined,Admin,Enrollments');
    expect(first).toBe(`evil,evil@example.com,"'=HYPERLINK(""http://x"",""Zoë"")",2031-01-01T00:00:00.000Z,no,1`);
    expect(rest, rest.join('\n')).toContainEqual(expect.stringMatching(/,admin@example.com,Maya Linwood,.*,yes,0$/));
    expect(rest).toHaveLength(2); // the seeded admin and learner
  });

  it('enrollments: each with e-mail, course and whether it was Manual', async () => {
    const [header, ...rows] = lines((await download('?type=enrollments')).text);
    expect(header).toBe('Enrollment ID,User ID,Email,Course ID,Course,Enrolled,Kind');
    expect(rows[0]).toBe(
      'evil_quantum-alchemy-breathwork,evil,evil@example.com,quantum-alchemy-breathwork,Quantum Alchemy Breathwork,2031-01-02T00:00:00.000Z,Manual',
    );
    expect(rows).toHaveLength(2);
  });

  it('payments: amounts in pounds, refunds shown', async () => {
    const [header, ...rows] = lines((await download('?type=payments')).text);
    expect(header).toBe(
      'Payment ID,User ID,Email,Course ID,Course,Amount,Currency,Paid,Refunded,Amount refunded,Refunded at,Promotion code',
    );
    expect(rows).toEqual([
      'cs_export_1,evil,evil@example.com,the-animal-that-walks-with-you,The Animal That Walks With You,199.99,GBP,2031-01-03T00:00:00.000Z,yes,199.99,2031-01-04T00:00:00.000Z,',
    ]);
  });

  it('streams each file a page at a time, and the pages make the same file', async () => {
    for (const type of ['users', 'enrollments', 'payments'] as const) {
      const whole = (await download(`?type=${type}`)).text;
      // One row a page: each part of the stream is one page (the first with the header), read as the file is read.
      const reader = (await adminExportStream(type, 1)).getReader();
      const parts: string[] = [];
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        parts.push(new TextDecoder('utf-8', { ignoreBOM: true }).decode(part.value));
      }
      expect(parts.join(''), type).toBe(whole);
      expect(parts, type).toHaveLength(lines(whole).length - 1);
    }
  });

  it('refuses an unknown or missing type with the reason', async () => {
    for (const query of ['?type=secrets', '']) {
      const file = await download(query);
      expect(file.status).toBe(400);
      expect(JSON.parse(file.text).error).toMatch(/type must be users, enrollments or payments/);
    }
  });
});
