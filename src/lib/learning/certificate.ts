// Certificates of completion: the short public code, its address, the completion date in words and the
// panel's sentences. Pure (no Node or browser APIs beyond Web Crypto), shared by the functions, the session
// page and the public verification page.

/** No 0/O, 1/I/L: a code read off paper or over the phone cannot be mistyped into another one. */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 10;

const CODE_PATTERN = new RegExp(`^[${CERTIFICATE_CODE_ALPHABET}]{${CERTIFICATE_CODE_LENGTH}}$`);

/** Fills a byte array with cryptographically strong random values (Web Crypto in browsers and Node). */
export type RandomBytes = (length: number) => Uint8Array;
const webCryptoBytes: RandomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length));

/**
 * A fresh code: 10 characters from a 31-letter alphabet (about 49 bits), unbiased (bytes that would favour the
 * first letters are thrown away), so codes cannot be guessed or enumerated.
 */
export function generateCertificateCode(randomBytes: RandomBytes = webCryptoBytes): string {
  const size = CERTIFICATE_CODE_ALPHABET.length;
  const limit = 256 - (256 % size); // the largest multiple of the alphabet size that fits in a byte
  let code = '';
  while (code.length < CERTIFICATE_CODE_LENGTH) {
    for (const byte of randomBytes(CERTIFICATE_CODE_LENGTH * 2)) {
      if (byte >= limit) continue;
      code += CERTIFICATE_CODE_ALPHABET[byte % size];
      if (code.length === CERTIFICATE_CODE_LENGTH) break;
    }
  }
  return code;
}

export function isCertificateCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

/**
 * The code someone typed or followed: case, spaces and the dash of the printed form do not matter. Null when
 * it cannot be a code at all (the verification answers "not found" without asking the database).
 */
export function normaliseCertificateCode(input: string): string | null {
  if (input.length > 40) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(input);
  } catch {
    return null;
  }
  const code = decoded.replace(/[\s-]/g, '').toUpperCase();
  return isCertificateCode(code) ? code : null;
}

/** The printed form, in two groups of five: "7KQ4M-XP29R". */
export function formatCertificateCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export const CERTIFICATES_PATH = '/certificates/';

/** The public page that confirms a certificate. */
export function certificatePath(code: string): string {
  return `${CERTIFICATES_PATH}${code}`;
}

/** The code in a verification page's address (/certificates/{code}), or null. */
export function codeFromCertificatePath(pathname: string): string | null {
  const match = /^\/certificates\/([^/]+)\/?$/.exec(pathname);
  return match ? normaliseCertificateCode(match[1]!) : null;
}

/** A completion date as people write it in Britain, e.g. "23 November 2026" (the practice is in the UK). */
export function certificateDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );
}

/** Where a learner stands: how many sessions of the course remain, and when the last one was completed. */
export type CourseCompletion = { total: number; remaining: number; completedAt: string | null };

/**
 * Completion over a course's sessions from the learner's progress (completed_at per session id). The
 * completion date is the latest completion, and only once every session is complete.
 */
export function courseCompletion(
  sessionIds: readonly string[],
  completedAtBySession: ReadonlyMap<string, string | null | undefined>,
): CourseCompletion {
  const dates = sessionIds.map((id) => completedAtBySession.get(id) ?? null);
  const done = dates.filter((date): date is string => !!date);
  const remaining = sessionIds.length - done.length;
  const completedAt = sessionIds.length > 0 && remaining === 0 ? done.reduce((latest, date) => (date > latest ? date : latest)) : null;
  return { total: sessionIds.length, remaining, completedAt };
}

/** The panel's line before completion, e.g. "2 sessions to go before your certificate". */
export function sessionsToGo(remaining: number): string {
  return `${remaining} ${remaining === 1 ? 'session' : 'sessions'} to go before your certificate`;
}

/** Refusal when a certificate is asked for too early (the server's words; the panel says the same). */
export function notYetCompleteMessage(remaining: number): string {
  return `You have ${sessionsToGo(remaining)}. Complete every session and I will have it ready for you here.`;
}

/** What the learner receives: the certificate's facts plus who signs it and where anyone can check it. */
export type Certificate = {
  code: string;
  fullName: string;
  courseTitle: string;
  /** ISO time of the last session's completion. */
  completedAt: string;
  issuedAt: string;
  practitionerName: string;
  brandName: string;
  /** The public verification page, on the site's configured address. */
  verifyUrl: string;
};

/** GET /api/certificate?courseId=: where the learner stands, and her certificate once issued. */
export type CertificateStatus = {
  total: number;
  remaining: number;
  /** True when the profile has no name: the panel asks for the name to print before issuing. */
  needsName: boolean;
  certificate: Certificate | null;
};

/** GET /api/certificates/{code}: what the public verification confirms, and nothing else. */
export type CertificateConfirmation = { fullName: string; courseTitle: string; completedAt: string };
