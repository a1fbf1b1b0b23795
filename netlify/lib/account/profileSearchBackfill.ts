// Gives profiles written before the admin's word search existed (or by hand) their search fields
// (src/lib/admin/userSearch.ts). Run once after deploying the word search (`npm run admin:search-terms`), and by the
// local seed on every `npm start` (kept emulator data may predate it). Every profile writer after that writes them.
import type { Firestore } from 'firebase-admin/firestore';
import { missingSearchFields } from '../../../src/lib/admin/userSearch';
import { textField as text } from '../../../src/lib/storedFields';
import { collections } from '../data/collections';

/** Profiles read per step: the backfill never holds more than this many in memory. */
export const BACKFILL_PAGE_SIZE = 300;

export type BackfillResult = { scanned: number; updated: number };

/**
 * Walks the profiles by id (a cursor, one page at a time) and gives each one whose search fields are missing or
 * stale the current ones. Each write is conditional on the profile being unchanged since it was read, so a rename
 * or e-mail change meanwhile (which writes its own fields) is never overwritten with old ones. Running it again
 * changes nothing.
 */
export async function backfillProfileSearchFields(firestore: Firestore, pageSize = BACKFILL_PAGE_SIZE): Promise<BackfillResult> {
  const result: BackfillResult = { scanned: 0, updated: 0 };
  const writer = firestore.bulkWriter({ throttling: false });
  writer.onWriteError(() => false); // changed meanwhile: its writer set the fields
  let after: string | null = null;
  for (;;) {
    let page = collections(firestore).profiles.orderBy('__name__').limit(pageSize);
    if (after) page = page.startAfter(after);
    const snapshot = await page.select('email', 'full_name', 'search_name', 'search_email', 'search_keys').get();
    for (const doc of snapshot.docs) {
      const fields = missingSearchFields({
        email: text(doc.get('email')),
        full_name: text(doc.get('full_name')),
        search_name: doc.get('search_name'),
        search_email: doc.get('search_email'),
        search_keys: doc.get('search_keys'),
      });
      if (!fields) continue;
      writer.update(doc.ref, fields, { lastUpdateTime: doc.updateTime }).then(
        () => result.updated++,
        () => {},
      );
    }
    result.scanned += snapshot.size;
    if (snapshot.size < pageSize) break;
    after = snapshot.docs.at(-1)!.id;
    await writer.flush();
  }
  await writer.close();
  return result;
}
