// Firestore `certificates` (id = the public code; contract C3: code, user_id, full_name, course_id, course_title,
// completed_at, issued_at) and `user_certificates` (id `${uid}_${courseId}`: which code a learner holds for a
// course). The second one makes issuing idempotent: one learner and course always get the same certificate,
// however often and however concurrently it is asked for.
import { textField as str } from '../../../src/lib/storedFields';
import { generateCertificateCode } from '../../../src/lib/learning/certificate';
import { collections, userCertificateId, type CertificateDoc } from '../data/collections';
import { isAlreadyExists, isFailedPrecondition } from '../data/firestoreCodes';
import { db } from '../firebase';

export type CertificateRecord = CertificateDoc;

function toRecord(code: string, data: Record<string, unknown>): CertificateRecord {
  return {
    code,
    user_id: str(data.user_id),
    full_name: str(data.full_name),
    course_id: str(data.course_id),
    course_title: str(data.course_title),
    completed_at: str(data.completed_at),
    issued_at: str(data.issued_at),
  };
}

/** The certificate behind a (well-formed) code, or null. */
export async function certificateByCode(code: string): Promise<CertificateRecord | null> {
  const doc = await collections(await db())
    .certificates.doc(code)
    .get();
  return doc.exists ? toRecord(doc.id, doc.data()!) : null;
}

/** The learner's certificate for a course, or null when none was issued. */
export async function certificateOfLearner(uid: string, courseId: string): Promise<CertificateRecord | null> {
  const firestore = await db();
  const pointer = await collections(firestore).userCertificates.doc(userCertificateId(uid, courseId)).get();
  const code = pointer.exists ? pointer.get('code') : null;
  if (typeof code !== 'string') return null;
  const record = await certificateByCode(code);
  // A pointer must name a certificate of this learner and course; anything else is not hers.
  return record && record.user_id === uid && record.course_id === courseId ? record : null;
}

export type NewCertificate = Omit<CertificateRecord, 'code' | 'issued_at'>;

/**
 * Issues the learner's certificate for a course once. No transaction and no lock: the certificate and the learner's
 * pointer to it are created together in one batch, which fails as a whole if either exists. Concurrent calls
 * (a double click, two tabs) therefore race without waiting on each other: one batch commits, the others find
 * its pointer and return the same certificate. A code that is somehow taken is replaced by a fresh one.
 */
export async function issueCertificate(
  certificate: NewCertificate,
  options: { now?: string; newCode?: () => string } = {},
): Promise<{ record: CertificateRecord; created: boolean }> {
  const firestore = await db();
  const newCode = options.newCode ?? (() => generateCertificateCode());
  const pointerRef = collections(firestore).userCertificates.doc(userCertificateId(certificate.user_id, certificate.course_id));
  for (let attempt = 1; ; attempt++) {
    const pointer = await pointerRef.get();
    const existingCode = pointer.exists ? pointer.get('code') : null;
    if (typeof existingCode === 'string') {
      const existing = await collections(firestore).certificates.doc(existingCode).get();
      if (existing.exists) return { record: toRecord(existing.id, existing.data()!), created: false };
    }
    const code = newCode();
    const record: CertificateRecord = { ...certificate, code, issued_at: options.now ?? new Date().toISOString() };
    const batch = firestore.batch().create(collections(firestore).certificates.doc(code), record);
    const pointerData = { user_id: certificate.user_id, course_id: certificate.course_id, code };
    // A pointer to a certificate that is gone is replaced, only if nobody replaced it since it was read.
    if (pointer.exists) batch.update(pointerRef, pointerData, { lastUpdateTime: pointer.updateTime! });
    else batch.create(pointerRef, pointerData);
    try {
      await batch.commit();
      return { record, created: true };
    } catch (error) {
      // Another call issued it first (its pointer exists now), or the code was taken: look again.
      if ((!isAlreadyExists(error) && !isFailedPrecondition(error)) || attempt >= 5) throw error;
    }
  }
}
