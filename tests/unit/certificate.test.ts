// Certificates: the public code, its address, the completion date in words, the panel's counting and the
// one-page certificate document.
import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_CODE_ALPHABET,
  certificateDate,
  certificatePath,
  codeFromCertificatePath,
  courseCompletion,
  formatCertificateCode,
  generateCertificateCode,
  isCertificateCode,
  normaliseCertificateCode,
  notYetCompleteMessage,
  sessionsToGo,
  type Certificate,
} from '../../src/lib/learning/certificate';
import { certificateIssueSchema } from '../../src/lib/learning/certificateSchemas';
import { certificateDocument, certificateFileName } from '../../src/islands/certificate/certificateDocument';

describe('certificate codes', () => {
  it('are 10 characters from an alphabet without look-alikes (0/O, 1/I/L)', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateCertificateCode();
      expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
      expect(isCertificateCode(code)).toBe(true);
    }
    expect(CERTIFICATE_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('differ from one another (crypto randomness, no repeats in 2,000)', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => generateCertificateCode()));
    expect(codes.size).toBe(2000);
  });

  it('use every letter of the alphabet equally: bytes that would favour some are skipped', () => {
    // 248 = 8 × 31: bytes 248-255 would give the first 8 letters a bigger share; they must be dropped.
    const code = generateCertificateCode((length) => Uint8Array.from({ length }, (_, i) => (i % 2 === 0 ? 250 : 31 + i)));
    expect(code).toHaveLength(10);
    expect(generateCertificateCode(() => new Uint8Array([255, 248, 0, 30, 31, 247, 1, 2, 3, 4, 5, 6, 7]))).toBe(
      [0, 30, 0, 30, 1, 2, 3, 4, 5, 6].map((i) => CERTIFICATE_CODE_ALPHABET[i]).join(''),
    );
  });

  it('are read back whatever the case, spaces or the printed dash; anything else is no code', () => {
    expect(normaliseCertificateCode('7kq4m-xp29r')).toBe('7KQ4MXP29R');
    expect(normaliseCertificateCode(' 7KQ4M XP29R ')).toBe('7KQ4MXP29R');
    expect(normaliseCertificateCode('7KQ4M%2DXP29R')).toBe('7KQ4MXP29R');
    for (const bad of [
      '',
      '7KQ4MXP29',
      '7KQ4MXP29RR',
      '0KQ4MXP29R',
      'OKQ4MXP29R',
      '7KQ4MXP2/R',
      '%E0%A4%A',
      '../../etc',
      'x'.repeat(500),
    ]) {
      expect(normaliseCertificateCode(bad), bad).toBeNull();
    }
  });

  it('print in two groups and live at /certificates/{code}', () => {
    expect(formatCertificateCode('7KQ4MXP29R')).toBe('7KQ4M-XP29R');
    expect(certificatePath('7KQ4MXP29R')).toBe('/certificates/7KQ4MXP29R');
    expect(codeFromCertificatePath('/certificates/7kq4m-xp29r')).toBe('7KQ4MXP29R');
    expect(codeFromCertificatePath('/certificates/7KQ4MXP29R/')).toBe('7KQ4MXP29R');
    expect(codeFromCertificatePath('/certificates/')).toBeNull();
    expect(codeFromCertificatePath('/certificates/nope')).toBeNull();
    expect(codeFromCertificatePath('/course/7KQ4MXP29R')).toBeNull();
  });
});

describe('completion', () => {
  const sessions = ['s1', 's2', 's3'];

  it('counts the sessions still to complete, ignoring progress of other courses', () => {
    const progress = new Map([
      ['s1', '2026-03-01T10:00:00.000Z'],
      ['s2', null],
      ['other', '2026-03-02T10:00:00.000Z'],
    ]);
    expect(courseCompletion(sessions, progress)).toEqual({ total: 3, remaining: 2, completedAt: null });
  });

  it('dates the course by its last completed session, only once all are complete', () => {
    const progress = new Map([
      ['s1', '2026-03-05T10:00:00.000Z'],
      ['s2', '2026-03-09T23:30:00.000Z'],
      ['s3', '2026-03-07T08:00:00.000Z'],
    ]);
    expect(courseCompletion(sessions, progress)).toEqual({ total: 3, remaining: 0, completedAt: '2026-03-09T23:30:00.000Z' });
  });

  it('never calls a course without sessions complete', () => {
    expect(courseCompletion([], new Map())).toEqual({ total: 0, remaining: 0, completedAt: null });
  });

  it('says how many sessions remain, in words', () => {
    expect(sessionsToGo(2)).toBe('2 sessions to go before your certificate');
    expect(sessionsToGo(1)).toBe('1 session to go before your certificate');
    expect(notYetCompleteMessage(1)).toBe(
      'You have 1 session to go before your certificate. Complete every session and I will have it ready for you here.',
    );
  });

  it('writes the date as in Britain, on London time', () => {
    expect(certificateDate('2026-11-23T12:00:00.000Z')).toBe('23 November 2026');
    // 23:30 UTC in British Summer Time is already the next day in London.
    expect(certificateDate('2026-06-30T23:30:00.000Z')).toBe('1 July 2026');
  });
});

describe('the issue request', () => {
  it('takes a course id and an optional name, and says what is wrong with anything else', () => {
    expect(certificateIssueSchema.parse({ courseId: 'the-animal-that-walks-with-you', fullName: '  Zoë O’Brien ' })).toEqual({
      courseId: 'the-animal-that-walks-with-you',
      fullName: 'Zoë O’Brien',
    });
    expect(certificateIssueSchema.safeParse({}).error?.issues[0]?.message).toBe('courseId is required');
    expect(certificateIssueSchema.safeParse({ courseId: 'a/b' }).error?.issues[0]?.message).toMatch(
      /letters, numbers, dashes and underscores/,
    );
    expect(certificateIssueSchema.safeParse({ courseId: 'x', fullName: 'n'.repeat(121) }).error?.issues[0]?.message).toBe(
      'fullName is too long',
    );
    expect(certificateIssueSchema.safeParse({ courseId: 'x', userId: 'someone-else' }).success).toBe(false);
  });
});

describe('the certificate document', () => {
  const certificate: Certificate = {
    code: '7KQ4MXP29R',
    fullName: 'Zoë <b>O’Brien</b>',
    courseTitle: 'The Animal That Walks With You',
    completedAt: '2026-11-23T12:00:00.000Z',
    issuedAt: '2026-11-23T12:05:00.000Z',
    practitionerName: 'Maya Linwood',
    brandName: 'Maya Linwood Hypnotherapy',
    verifyUrl: 'https://example.com/certificates/7KQ4MXP29R',
  };
  const html = certificateDocument(certificate);

  it('is one A4 landscape page with her name, the course, the date, the practitioner, the code and the check address', () => {
    expect(html).toContain('@page { size: A4 landscape; margin: 0; }');
    expect(html).toContain('width: 297mm; height: 210mm');
    expect(html).toContain('Zoë &lt;b&gt;O’Brien&lt;/b&gt;'); // escaped, never markup
    expect(html).not.toContain('<b>O’Brien</b>');
    expect(html).toContain('The Animal That Walks With You');
    expect(html).toContain('23 November 2026');
    expect(html).toContain('Maya Linwood');
    expect(html).toContain('7KQ4M-XP29R');
    expect(html).toContain('https://example.com/certificates/7KQ4MXP29R');
    expect(html).not.toMatch(/<script|<link|src=/i); // self-contained: opens anywhere, offline
  });

  it('gets a file name from the course title', () => {
    expect(certificateFileName('The Animal That Walks With You')).toBe('certificate-the-animal-that-walks-with-you.html');
    expect(certificateFileName('Énergie & Souffle!')).toBe('certificate-energie-souffle.html');
    expect(certificateFileName('???')).toBe('certificate-of-completion.html');
  });
});
