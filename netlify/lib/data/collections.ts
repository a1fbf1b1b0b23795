// The Firestore data in one place: every collection's name, the shape of its documents, typed references
// (`collections(db).enrollments`) and the formulas of the deterministic ids. Functions, the seed, the benches and
// the tests all take names and ids from here, so a name or an id formula is written once.
//
// Node scripts import this file directly ('../../netlify/lib/data/collections.ts': Node 24 strips the types), so it
// imports nothing at run time: only types (erased) from packages and from src/lib.
import type {
  CollectionReference,
  DocumentData,
  Firestore,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import type { CourseState } from '../../../src/lib/admin/courseSchemas';
import type { UnfinishedPaymentKind } from '../../../src/lib/purchase/unfinishedPayments';
import type { ProfileSearchFields } from '../../../src/lib/admin/userSearch';
import type { Promotion } from '../../../src/lib/purchase/promotions';

/** Every collection's name, by what it holds. */
export const COLLECTION = {
  /** id = the course's slug: the commerce record of a course (contract C1). */
  courses: 'courses',
  /** id = `${courseId}-...`: one session of a course, with its (paid) video address. */
  courseSessions: 'course_sessions',
  /** id = uid: e-mail and name of an account, with the admin's search fields. */
  profiles: 'profiles',
  /** id = uid: the admin role, mirroring the `admin` custom claim. */
  userRoles: 'user_roles',
  /** id = enrollmentId(uid, courseId): who may open which course. */
  enrollments: 'user_enrollments',
  /** id = progressId(uid, sessionId): watch time and completion. */
  progress: 'user_session_progress',
  /** id = the Checkout Session id: one record per payment (its confirmation e-mail's state included). */
  payments: 'payments',
  /** id = the Stripe event id: webhook events already acted on. */
  stripeEvents: 'stripe_events',
  /** id = openCheckoutId(uid, courseId): the one checkout a learner may have open for a course. */
  openCheckouts: 'open_checkouts',
  /** id = `cs_local_...`: the local test checkout's sessions (local mode only). */
  localCheckouts: 'local_checkout_sessions',
  /** id = the certificate's public code (contract C3). */
  certificates: 'certificates',
  /** id = userCertificateId(uid, courseId): which certificate code a learner holds for a course. */
  userCertificates: 'user_certificates',
  /** id = uid: when a learner was last active (the Insight tab's quiet learners). */
  learnerActivity: 'learner_activity',
  /** One document, id FIGURE_TOTALS_ID: the admin's figures folded so far (written by the admin's reads only). */
  figureTotals: 'figure_totals',
  /** A random id each: how one write moved the figures, until folded into the totals (data/figures.ts). */
  figureChanges: 'figure_changes',
  /** id = the code in upper case: a promotion code (percent or amount off, one course or all, expiry, maximum). */
  promotionCodes: 'promotion_codes',
  /** id = promotionSeatId(code, shard): one shard of a code's maximum (quota and seats taken). */
  promotionSeats: 'promotion_seats',
  /** id = the payment's Checkout Session id: one use of a code (counted with count(); nobody writes a shared document). */
  promotionRedemptions: 'promotion_redemptions',
  /** id = dripNoticeId(uid, sessionId): the e-mail saying a dripped session has opened, sent once. */
  dripNotices: 'drip_notices',
  /** id = the Checkout Session id: money taken whose follow-up (fulfilment, automatic refund) failed. */
  unfinishedPayments: 'unfinished_payments',
  /** id = the deleted session's id: its audio, picture and written lesson still to remove (admin/sessionRemains.ts). */
  sessionCleanups: 'session_cleanups',
  /** id = rateLimitId(scope, keyHash, window): fixed-window counters. */
  rateLimits: 'rate_limits',
} as const;

export type CollectionKey = keyof typeof COLLECTION;
export type CollectionName = (typeof COLLECTION)[CollectionKey];

// ---- Ids

/** One record per learner and course: enrollments, open checkouts and certificate pointers share this id. */
const learnerCourseId = (uid: string, courseId: string) => `${uid}_${courseId}`;

/** `user_enrollments/{uid}_{courseId}`: deterministic, so a purchase and an admin's enrollment enrol once. */
export const enrollmentId = learnerCourseId;
/** `open_checkouts/{uid}_{courseId}`. */
export const openCheckoutId = learnerCourseId;
/** `user_certificates/{uid}_{courseId}`. */
export const userCertificateId = learnerCourseId;
/** `user_session_progress/{uid}_{sessionId}`. */
export const progressId = (uid: string, sessionId: string) => `${uid}_${sessionId}`;
/** `rate_limits/{scope}_{sha256 of the key}_{window number}`. */
export const rateLimitId = (scope: string, keyHash: string, window: number) => `${scope}_${keyHash}_${window}`;
/** `promotion_seats/{CODE}_{shard}`. */
export const promotionSeatId = (code: string, shard: number) => `${code}_${shard}`;
/** `drip_notices/{uid}_{sessionId}`. */
export const dripNoticeId = (uid: string, sessionId: string) => `${uid}_${sessionId}`;
/** The id of the one folded figures document. */
export const FIGURE_TOTALS_ID = 'practice';

// ---- Documents (what a writer stores; readers of old or hand-made data still check the fields they use)

export type CourseDoc = CourseState & {
  title: string;
  description: string;
  image_url: string | null;
  price: number;
  original_price: number | null;
  sale_tag?: string | null;
  is_featured?: boolean;
  is_popular?: boolean;
  created_at: string;
};

export type CourseSessionDoc = {
  course_id: string;
  title: string;
  description: string;
  image_url: string | null;
  video_url: string | null;
  duration_minutes: number;
  session_order: number;
  /** Drip: the session opens this many days after the learner's enrollment (absent or 0: at once). */
  opens_after_days?: number;
  /** The uploaded audio track's length in seconds, as the builder's browser read it (absent or null: none recorded). */
  audio_duration_seconds?: number | null;
  /** Where the uploaded track is stored (`audio/{id}.m4a` for an M4A); absent or null: `audio/{id}.mp3`. */
  audio_path?: string | null;
  created_at?: string;
};

export type ProfileDoc = { user_id: string; email: string; full_name: string; created_at: string } & Partial<ProfileSearchFields>;

export type UserRoleDoc = { user_id: string; role: 'admin' };

export type EnrollmentDoc = {
  user_id: string;
  course_id: string;
  enrolled_at: string;
  /** The payment reference: the payment intent (or Checkout Session) id, or a special value for manual ones. */
  payment_intent_id: string;
  checkout_session_id?: string;
};

export type ProgressDoc = {
  user_id: string;
  session_id: string;
  watch_time_seconds: number;
  completed_at: string | null;
  /** The audio player's latest position (absent until the learner plays the session's audio). */
  audio_position_seconds?: number;
};

export type FulfilmentSource = 'verify-payment' | 'stripe-webhook' | 'local-checkout' | 'free-order';
export type EmailStatus = 'pending' | 'sending' | 'sent' | 'no-address';
export type RefundReason = 'admin' | 'stripe-dashboard' | 'duplicate-payment';

export type PaymentDoc = {
  checkout_session_id: string;
  user_id: string;
  course_id: string;
  course_title: string;
  amount_total: number | null;
  currency: string | null;
  payment_intent_id: string | null;
  customer_email: string | null;
  source: FulfilmentSource;
  fulfilled_at: string;
  enrollment_id: string;
  /** False when the learner already had the course (e.g. paid twice in two tabs): worth a refund. */
  enrollment_created: boolean;
  email_status: EmailStatus;
  email_claimed_at: number | null;
  email_sent_at: string | null;
  email_id: string | null;
  /** Why the last attempt to send the confirmation failed (absent or null once sent or never tried). */
  email_error?: string | null;
  email_failed_at?: string | null;
  refund_status?: 'refunded';
  amount_refunded?: number;
  refunded_at?: string;
  refund_id?: string | null;
  refund_reason?: RefundReason;
  /** Set when the buyer's account was deleted (the record stays, without the e-mail). */
  account_deleted_at?: string;
  /** The promotion code the payment used (amount_total is what was actually paid), or null. */
  promotion_code?: string | null;
};

export type PromotionCodeDoc = Promotion & {
  created_at: string;
  deactivated_at?: string | null;
  /** The provider's coupon and promotion code (Stripe), null locally. */
  stripe_coupon_id: string | null;
  stripe_promotion_code_id: string | null;
};

export type PromotionSeatDoc = { code: string; shard: number; quota: number; used: number };

export type PromotionRedemptionDoc = {
  code: string;
  user_id: string;
  course_id: string;
  /** Pence. */
  amount_paid: number;
  redeemed_at: string;
};

export type DripNoticeDoc = { user_id: string; session_id: string; course_id: string; sent_at: string };

export type StripeEventOutcome = 'fulfilled' | 'refunded' | 'ignored';
export type StripeEventDoc = { type: string; outcome: StripeEventOutcome; checkout_session_id: string | null; processed_at: string };

export type OpenCheckoutDoc = {
  user_id: string;
  course_id: string;
  checkout_id: string;
  url: string;
  /** Pence: a changed price needs a new checkout. */
  amount_total: number;
  /** The promotion code on it (another code needs a new checkout), or null. */
  promotion_code?: string | null;
  /** Epoch ms when the provider stops accepting payment. */
  expires_at: number;
  status: 'open' | 'closed';
  updated_at: string;
};

export type LocalCheckoutDoc = {
  id: string;
  user_id: string;
  course_id: string;
  course_title: string;
  /** Pence: what the buyer pays (the price less the code's discount). */
  amount_total: number;
  /** Pence: the course's price before the code (absent on sessions made before codes). */
  amount_subtotal?: number;
  /** The promotion code applied, or null. */
  promotion_code?: string | null;
  currency: string;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  /** 'expired': closed unpaid (its time ran out, a newer checkout replaced it, or the buyer got the course). */
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent_id: string | null;
  created_at: string;
  /** Epoch ms after which it cannot be paid. */
  expires_at: number;
  paid_at: string | null;
  /** Set when the payment was given back (an admin's refund). */
  refunded_at?: string | null;
  refund_id?: string | null;
};

export type CertificateDoc = {
  code: string;
  user_id: string;
  full_name: string;
  course_id: string;
  course_title: string;
  completed_at: string;
  issued_at: string;
};

export type UserCertificateDoc = { user_id: string; course_id: string; code: string };

export type LearnerActivityDoc = { user_id: string; last_active_at: string };

/** One of the newest enrollments: enough to order them without reading the enrollment. */
export type RecentEnrollmentRef = { id: string; enrolled_at: string };

/** Counters and per-key maps the admin's figures are made of (data/figures.ts). */
type FigureFields = {
  users: number;
  enrollments: number;
  manual_enrollments: number;
  paid_pence: number;
  refunded_pence: number;
  /** Money received per payment month (YYYY-MM, UTC): paid minus refunded, pence. */
  month_pence: Record<string, number>;
  course_enrollments: Record<string, number>;
  session_started: Record<string, number>;
  session_completed: Record<string, number>;
};

export type FigureTotalsDoc = FigureFields & {
  /** The newest enrollments, newest first (a hint: readers check that they still exist). */
  recent: RecentEnrollmentRef[];
  folded_at: string;
};

export type FigureChangeDoc = {
  at: string;
  /** How much each figure moves (absent: not at all). */
  delta: Partial<FigureFields>;
  added?: RecentEnrollmentRef[];
  removed?: string[];
};

export type UnfinishedPaymentDoc = {
  checkout_session_id: string;
  user_id: string;
  course_id: string;
  amount_total: number | null;
  kind: UnfinishedPaymentKind;
  /** 'refund-failed': the learner had the course from the admin's own enrollment (else from an earlier payment). */
  enrolled_by_hand: boolean;
  /** The path whose work failed; "Finish now" records the payment under it. */
  source: FulfilmentSource;
  error: string;
  failed_at: string;
  /** True when the request had already answered when the work failed. */
  after_answer: boolean;
};

/** What a deleted session left outside Firestore, written with its deletion and deleted once all of it is gone. */
export type SessionCleanupDoc = {
  session_id: string;
  course_id: string;
  /** Storage paths of its audio track (every form it may be stored under) and of its uploaded picture. */
  paths: string[];
  created_at: string;
  attempts: number;
  /** Why the last attempt left something behind (absent before the first attempt). */
  last_error?: string;
};

export type RateLimitDoc = {
  scope: string;
  count: number;
  /** For a Firestore TTL policy: written as a Date, read back as a Timestamp. */
  expires_at: Date | Timestamp;
};

/** The document type of each collection, by the same keys as COLLECTION. */
export type Documents = {
  courses: CourseDoc;
  courseSessions: CourseSessionDoc;
  profiles: ProfileDoc;
  userRoles: UserRoleDoc;
  enrollments: EnrollmentDoc;
  progress: ProgressDoc;
  payments: PaymentDoc;
  stripeEvents: StripeEventDoc;
  openCheckouts: OpenCheckoutDoc;
  localCheckouts: LocalCheckoutDoc;
  certificates: CertificateDoc;
  userCertificates: UserCertificateDoc;
  learnerActivity: LearnerActivityDoc;
  figureTotals: FigureTotalsDoc;
  figureChanges: FigureChangeDoc;
  promotionCodes: PromotionCodeDoc;
  promotionSeats: PromotionSeatDoc;
  promotionRedemptions: PromotionRedemptionDoc;
  dripNotices: DripNoticeDoc;
  unfinishedPayments: UnfinishedPaymentDoc;
  sessionCleanups: SessionCleanupDoc;
  rateLimits: RateLimitDoc;
};

// ---- Typed references

export type Collections = { [K in CollectionKey]: CollectionReference<Documents[K], Documents[K]> };

/**
 * Documents go in and come out as they are stored (no renaming, no defaults), so a typed reference behaves
 * exactly like an untyped one; the type only tells the writer what a document holds. A query with a field
 * mask (`select`) is untyped again (Firestore's own typing); `getAll` with a `fieldMask` is not, so read such
 * documents field by field (`doc.get(...)`).
 */
function asStored<T extends DocumentData>(): FirestoreDataConverter<T, T> {
  return {
    toFirestore: (data) => data as T,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as T,
  };
}

const cache = new WeakMap<Firestore, Collections>();

/** The typed collection references of a Firestore instance: `collections(db).enrollments.doc(enrollmentId(uid, courseId))`. */
export function collections(firestore: Firestore): Collections {
  let refs = cache.get(firestore);
  if (!refs) {
    refs = Object.fromEntries(
      Object.entries(COLLECTION).map(([key, name]) => [key, firestore.collection(name).withConverter(asStored())]),
    ) as Collections;
    cache.set(firestore, refs);
  }
  return refs;
}
