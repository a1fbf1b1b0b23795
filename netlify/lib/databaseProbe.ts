// The health check's one small read (GET /api/health): proves the database answers, whatever it holds, within
// the backend deadline.
import { withDeadline } from './faults';
import { collections } from './data/collections';
import { db } from './firebase';

export async function probeDatabase(): Promise<void> {
  await withDeadline('database', async () => {
    await collections(await db())
      .courses.select()
      .limit(1)
      .get();
  });
}
