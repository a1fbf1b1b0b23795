// The daily drip e-mails: for every session that opens some days after enrollment, each learner whose day it is
// gets one e-mail saying the session is open. Run by the scheduled function (drip-notices.mts), by `npm start`
// once a day and by `npm run drip`. Any number of runs, concurrent ones included, send one e-mail per learner and
// session: a run first creates `drip_notices/{uid}_{sessionId}` (create fails when it exists), then sends; a
// failed send deletes its notice, so the next run tries again. A run also looks back a few days, so a missed
// day is caught up; learners whose session opened longer ago than that are not written to out of the blue.
import { enrollmentWindowOpeningBy, sessionOpensAt } from '../../../src/lib/learning/drip';
import { textField as text } from '../../../src/lib/storedFields';
import { collections, dripNoticeId } from '../data/collections';
import { isAlreadyExists } from '../data/firestoreCodes';
import { auth, db } from '../firebase';
import type { Mailer } from '../adapters/mail/mailer';
import { mailBrand } from '../adapters/mail/brand';
import { sessionOpenMail } from './mail/sessionOpen';

/** How many days back a run still writes about a session that opened (a missed daily run is caught up). */
export const DRIP_LOOKBACK_DAYS = 3;

export type DripRun = { sent: number; alreadySent: number; failed: number; noAddress: number };

async function addressOf(uid: string): Promise<{ email: string | null; name: string | null }> {
  const profile = await collections(await db())
    .profiles.doc(uid)
    .get();
  const email =
    text(profile.get('email')) ||
    (await auth()
      .getUser(uid)
      .then(
        (user) => user.email ?? null,
        () => null,
      ));
  return { email: email || null, name: text(profile.get('full_name')) || null };
}

export async function sendDripNotices(deps: { mailer: Mailer; siteOrigin: string; now?: number }): Promise<DripRun> {
  const now = deps.now ?? Date.now();
  const firestore = await db();
  const store = collections(firestore);
  const run: DripRun = { sent: 0, alreadySent: 0, failed: 0, noAddress: 0 };
  const dripped = await store.courseSessions.where('opens_after_days', '>', 0).get();
  if (dripped.empty) return run;
  const brand = await mailBrand();
  const courseTitles = new Map<string, string | null>();
  for (const sessionDoc of dripped.docs) {
    const session = sessionDoc.data();
    const days = session.opens_after_days ?? 0;
    if (!courseTitles.has(session.course_id)) {
      const course = await store.courses.doc(session.course_id).get();
      courseTitles.set(session.course_id, course.exists && course.get('published') === true ? text(course.get('title')) : null);
    }
    const courseTitle = courseTitles.get(session.course_id);
    if (!courseTitle) continue; // a draft's learners hear nothing until it is published again
    const window = enrollmentWindowOpeningBy(now, days, DRIP_LOOKBACK_DAYS);
    const enrollments = await store.enrollments
      .where('course_id', '==', session.course_id)
      .where('enrolled_at', '>=', window.from)
      .where('enrolled_at', '<', window.to)
      .get();
    for (const enrollment of enrollments.docs) {
      const { user_id: uid, enrolled_at: enrolledAt } = enrollment.data();
      const opensAt = sessionOpensAt(enrolledAt, days);
      if (!opensAt || Date.parse(opensAt) > now) continue;
      const notice = store.dripNotices.doc(dripNoticeId(uid, sessionDoc.id));
      try {
        await notice.create({
          user_id: uid,
          session_id: sessionDoc.id,
          course_id: session.course_id,
          sent_at: new Date(now).toISOString(),
        });
      } catch (error) {
        if (isAlreadyExists(error)) {
          run.alreadySent++;
          continue;
        }
        throw error;
      }
      try {
        const { email, name } = await addressOf(uid);
        if (!email) {
          run.noAddress++;
          continue;
        }
        const sessionUrl = `${deps.siteOrigin.replace(/\/+$/, '')}/course/${encodeURIComponent(session.course_id)}/session/${encodeURIComponent(sessionDoc.id)}`;
        await deps.mailer.send({
          to: email,
          ...sessionOpenMail({ brand, learnerName: name, courseTitle, sessionTitle: session.title, sessionUrl }),
          ...(brand.contactEmail ? { replyTo: brand.contactEmail } : {}),
        });
        run.sent++;
      } catch (error) {
        // Not sent: the next run tries again.
        run.failed++;
        console.error(`[drip] e-mail for ${uid} / ${sessionDoc.id} failed; the next run tries again`, error);
        await notice.delete().catch(() => {});
      }
    }
  }
  return run;
}
