// The health check's one small read (GET /api/health): proves the database answers, whatever it holds, within
// the backend deadline.
import { withDeadline } from './faults';
import { db } from './firebase';

export async function probeDatabase(): Promise<void> {
  await withDeadline('database', async () => {
    await (await db()).collection('courses').select().limit(1).get();
  });
}
