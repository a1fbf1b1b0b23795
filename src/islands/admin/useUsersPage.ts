// The state of the Users tab's list: the search as typed and as run, the sort, the page shown and how to reach
// the next one. The server pages by cursor (so that a deep page costs the database no more than the first): page 2
// and later are asked for with `after`, the last row of the page before, which this hook remembers per page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchUsersPage } from '../../api/adminUsersClient';
import { encodeUsersCursor } from '../../lib/admin/usersPaging';
import type { AdminUserSort, AdminUsersPage } from '../../lib/admin/admin';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 300;

export type UsersPageState = {
  /** The search box's text, as typed. */
  query: string;
  setQuery: (query: string) => void;
  /** The search the shown page answers ('' for the whole list). */
  search: string;
  sort: AdminUserSort;
  /** A new sort starts again from page 1. */
  changeSort: (sort: AdminUserSort) => void;
  /** The page shown; null until the first one has loaded. */
  page: AdminUsersPage | null;
  /** The last load failed (the page loaded before, if any, stays shown). */
  failed: boolean;
  showPage: (pageNumber: number) => void;
  /** Loads the shown page again, e.g. after a change to one of its users. */
  reload: () => Promise<void>;
};

export function useUsersPage(): UsersPageState {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AdminUserSort>('newest');
  const [pageNumber, setPageNumber] = useState(1);
  const [page, setPage] = useState<AdminUsersPage | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(query.trim());
      setPageNumber(1);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  // The cursor of each page's last row, so that Next (and Previous back to a page seen) pages by cursor. A new
  // search or sort orders other rows, so the cursors known start again.
  const [cursors, setCursors] = useState<Map<number, string>>(() => new Map());
  useEffect(() => setCursors(new Map()), [search, sort]);

  // Only the answer to the latest request is shown: a slower answer to an earlier search or page must not
  // replace the one the admin asked for last.
  const latestRequest = useRef(0);
  const reload = useCallback(async () => {
    const request = ++latestRequest.current;
    try {
      // Page 2 and later start after the last row of the page before (a list or a search alike).
      const after = pageNumber > 1 ? (cursors.get(pageNumber - 1) ?? null) : null;
      const loaded = await fetchUsersPage({ q: search, page: pageNumber, sort, after });
      if (request !== latestRequest.current) return;
      const last = loaded.users.at(-1);
      if (last?.created_at) {
        setCursors((known) => new Map(known).set(pageNumber, encodeUsersCursor({ created_at: last.created_at, uid: last.uid })));
      }
      setPage(loaded);
      setFailed(false);
    } catch (error) {
      if (request !== latestRequest.current) return;
      console.error('Users failed to load', error);
      setFailed(true);
    }
    // The cursors are read here, not a reason to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [search, pageNumber, sort]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const changeSort = (next: AdminUserSort) => {
    setSort(next);
    setPageNumber(1);
  };

  return { query, setQuery, search, sort, changeSort, page, failed, showPage: setPageNumber, reload };
}
