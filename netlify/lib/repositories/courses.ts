// Firestore `courses`: the commerce record of each course (id = slug).
import type { CourseSummary } from '../../../src/lib/learning';
import { db } from '../firebase';

const num = (value: unknown, fallback: number | null) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function toCourse(id: string, data: Record<string, unknown>): CourseSummary {
  return {
    id,
    title: str(data.title),
    description: str(data.description),
    image_url: typeof data.image_url === 'string' && data.image_url ? data.image_url : null,
    price: num(data.price, 0)!,
    original_price: num(data.original_price, null),
    created_at: str(data.created_at),
  };
}

/** Every course, oldest first (learner pages order by created_at ascending). */
export async function listCourses(): Promise<CourseSummary[]> {
  const snapshot = await (await db()).collection('courses').get();
  return snapshot.docs
    .map((doc) => toCourse(doc.id, doc.data()))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

export async function getCourse(id: string): Promise<CourseSummary | null> {
  const doc = await (await db()).collection('courses').doc(id).get();
  return doc.exists ? toCourse(doc.id, doc.data()!) : null;
}
