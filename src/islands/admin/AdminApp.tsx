// /admin (spec 2.13, 4, 6, 8): the admin dashboard island. Access check first (anonymous -> /auth; a
// signed-in non-admin, or a failed check, -> 'Access Denied' then /course-dashboard), then one load of
// everything the Overview, Courses, Sessions, Users and Manual Enrollment tabs show (Insight and Promotions load their own data
// when first opened); every successful change reloads it.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { unavailableReason } from '../../lib/http';
import { loadAdminData } from '../../api/adminClient';
import type { AdminTabProps } from './adminTab';
import type { StudioCoursePages } from '../../lib/admin/studioLinks';
import { ADMIN_TABS, type AdminTabKey } from '../../lib/admin/ui';
import { refreshSignedInUser, retrySignIn } from '../../stores/auth';
import { useRequireUser } from '../useRequireUser';
import { failureReason, useLoad } from '../useLoad';
import ScreenStatus from '../ScreenStatus';
import { toast } from '../../stores/toasts';
import Toaster from '../Toaster';
import Tabs from '../ui/Tabs';
import OverviewTab from './OverviewTab';

// The Overview ships with the page; every other tab (its forms, their schemas, the charts) loads when it is
// first opened, and stays mounted after that so nothing typed in it is lost on switching tabs.
const InsightTab = lazy(() => import('./InsightTab'));
const CoursesTab = lazy(() => import('./CoursesTab'));
const SessionsTab = lazy(() => import('./SessionsTab'));
const UsersTab = lazy(() => import('./UsersTab'));
const EnrollmentTab = lazy(() => import('./EnrollmentTab'));
const PromotionsTab = lazy(() => import('./PromotionsTab'));
import '../learning.css';
import './admin.css';

/** How long the 'Access Denied' toast stays readable before the visitor is taken to their dashboard. */
const DENIED_REDIRECT_MS = 2500;

/** `studio`: the Studio's address and the course pages it holds, from the page's build (null: no Studio known). */
export default function AdminApp({ studio = null }: { studio?: StudioCoursePages | null }) {
  const { user, problem: signInProblem } = useRequireUser();
  // After a failed admin check (below), the server's reason when it gave one ('' otherwise); null otherwise.
  const [checkFailure, setCheckFailure] = useState<string | null>(null);
  const [checks, setChecks] = useState(0);
  const [denied, setDenied] = useState(false);
  const [tab, setTab] = useState<AdminTabKey>('overview');
  /** Tabs opened so far: each loads on its first opening and then stays. */
  const [opened, setOpened] = useState<ReadonlySet<AdminTabKey>>(() => new Set<AdminTabKey>(['overview']));
  const openTab = (key: AdminTabKey) => {
    setTab(key);
    setOpened((previous) => (previous.has(key) ? previous : new Set(previous).add(key)));
  };
  const deniedOnce = useRef(false);

  const deny = useCallback(() => {
    if (deniedOnce.current) return;
    deniedOnce.current = true;
    setDenied(true);
    toast({ title: 'Access Denied', message: "You don't have admin privileges.", variant: 'destructive' });
    window.setTimeout(() => window.location.replace('/course-dashboard'), DENIED_REDIRECT_MS);
  }, []);

  const isAdmin = user?.isAdmin === true;
  // By the account, not the object: the check below renews the object (with the same account) when it answers.
  const uid = user?.uid ?? null;
  useEffect(() => {
    if (!uid || isAdmin) return undefined;
    // The server decides who is an admin: its 403 turns the visitor away. A visitor the sign-in named no admin is
    // asked about once more (the role as the account holds it now, so a grant made since counts) before any admin
    // data is asked for.
    let current = true;
    refreshSignedInUser()
      .then((now) => {
        if (current && now && !now.isAdmin) deny();
      })
      .catch((error: unknown) => {
        console.error('The admin check failed', error);
        if (current) setCheckFailure(unavailableReason(error) ?? '');
      });
    return () => {
      current = false;
    };
  }, [uid, isAdmin, deny, checks]);

  // One load of everything the tabs show; `refresh` (every successful change) loads it again in place.
  const { state, retry, refresh } = useLoad(isAdmin ? uid : null, loadAdminData, { failure: 'Failed to load admin data.' });
  // The server refusing the admin (a stale role in the browser) turns the visitor away too.
  const refused = state.kind === 'refused' && state.status === 403;
  useEffect(() => {
    if (refused) deny();
  }, [refused, deny]);

  const data = state.kind === 'ready' ? state.data : null;
  if (!data || !user || denied || refused)
    // A failed load, or sign-in that did not answer in time: the spec's words, the reason, 'Try again'.
    return (
      <ScreenStatus
        framed
        loading={denied || refused ? "You don't have admin privileges. Taking you to your dashboard..." : 'Loading admin dashboard...'}
        failed="Failed to load admin data."
        reason={denied || refused ? null : (failureReason(state) ?? checkFailure ?? signInProblem)}
        onRetry={() => {
          retrySignIn();
          if (checkFailure !== null) {
            setCheckFailure(null);
            setChecks((count) => count + 1);
          } else retry();
        }}
      />
    );

  const props: AdminTabProps = { data, reload: refresh, currentUid: user.uid };
  // Inside the page's frame (pages/admin.astro: the container and the title row, in the HTML from the start); the
  // island's element takes no box of its own, so the tabs sit in the frame's grid below the title.
  return (
    <>
      <Tabs
        idPrefix="admin"
        label="Admin sections"
        items={ADMIN_TABS}
        selected={tab}
        onSelect={openTab}
        classNames={{ list: 'admin-tabs', tab: 'admin-tabs__tab', panel: 'admin-panel' }}
        renderPanel={(item) =>
          item.key === 'overview' ? (
            <OverviewTab {...props} />
          ) : (
            opened.has(item.key) && (
              <Suspense fallback={<p className="admin-muted">Loading {item.label.toLowerCase()}...</p>}>
                {item.key === 'insight' && <InsightTab />}
                {item.key === 'courses' && <CoursesTab {...props} studio={studio} />}
                {item.key === 'sessions' && <SessionsTab {...props} />}
                {item.key === 'users' && <UsersTab {...props} />}
                {item.key === 'enrollment' && <EnrollmentTab {...props} />}
                {item.key === 'promotions' && <PromotionsTab {...props} />}
              </Suspense>
            )
          )
        }
      />
      <Toaster />
    </>
  );
}
