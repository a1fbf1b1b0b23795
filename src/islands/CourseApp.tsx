// The course area app shell (spec 2.12): /course/{courseId} and /course/{courseId}/session/{sessionId},
// routed on the client (links push history; the path changing scrolls to the top). Each view's code loads when the
// address first needs it; for the address the page opens at, it loads beside that view's API call, which the page's
// early script has started (src/scripts/earlyCalls.ts).
import { useEffect, useState, type ReactNode } from 'react';
import { parseCourseRoute, type CourseRoute } from '../lib/learning/routes';
import { LinkButton } from './LinkButton';
import Toaster from './Toaster';
import { useRequireUser } from './useRequireUser';
import LoadProblem from './LoadProblem';
import { retrySignIn } from '../stores/auth';
import { useViewCode, viewCode, type ViewCode } from './viewCode';
import './learning.css';

const courseView = viewCode(() => import('./CourseView'));
const sessionView = viewCode(() => import('./SessionView'));

// The address the page opened at: its view's code, asked for now.
const opened = parseCourseRoute(window.location.pathname);
if (opened.view === 'course') void courseView();
else if (opened.view === 'session') void sessionView();

export default function CourseApp() {
  const { user, problem } = useRequireUser();
  const [route, setRoute] = useState<CourseRoute>(() => parseCourseRoute(window.location.pathname));

  useEffect(() => {
    const update = () => {
      setRoute(parseCourseRoute(window.location.pathname));
      window.scrollTo(0, 0);
    };
    window.addEventListener('popstate', update);
    window.addEventListener('course-app:navigate', update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener('course-app:navigate', update);
    };
  }, []);

  let body: ReactNode;
  if (!user && problem)
    body = (
      <LoadProblem
        title={route.view === 'session' ? 'Failed to load session data.' : 'Failed to load course data.'}
        onRetry={retrySignIn}
        reason={problem}
        back={{ href: '/course-dashboard', label: 'Back to Dashboard' }}
      />
    );
  else if (!user)
    body = (
      <p className="learn__status" role="status">
        Loading...
      </p>
    );
  else if (route.view === 'course') body = <CourseScreen key={route.courseId} courseId={route.courseId} />;
  else if (route.view === 'session')
    body = <SessionScreen key={`${route.courseId}/${route.sessionId}`} courseId={route.courseId} sessionId={route.sessionId} />;
  else
    body = (
      <div className="empty">
        <h1>Course not found.</h1>
        <LinkButton href="/course-dashboard" label="My Dashboard" />
      </div>
    );
  return (
    <div className="learn container">
      {body}
      <Toaster />
    </div>
  );
}

function CourseScreen({ courseId }: { courseId: string }) {
  const view = useViewCode(courseView);
  if (view.kind !== 'ready') return <ViewPending view={view} loading="Loading course..." failed="Failed to load course data." />;
  const { default: CourseView } = view.code;
  return <CourseView courseId={courseId} />;
}

function SessionScreen({ courseId, sessionId }: { courseId: string; sessionId: string }) {
  const view = useViewCode(sessionView);
  if (view.kind !== 'ready') return <ViewPending view={view} loading="Loading session..." failed="Failed to load session data." />;
  const { default: SessionView } = view.code;
  return <SessionView courseId={courseId} sessionId={sessionId} />;
}

/** While a view's code loads, the view's own 'Loading' words; if it cannot load, its failure words. */
function ViewPending({ view, loading, failed }: { view: ViewCode<unknown>; loading: string; failed: string }) {
  if (view.kind === 'failed')
    return (
      <LoadProblem
        title={failed}
        // A file that did not load stays failed in this page: only a reload fetches it again.
        onRetry={() => window.location.reload()}
        back={{ href: '/course-dashboard', label: 'Back to Dashboard' }}
      />
    );
  return (
    <p className="learn__status" role="status">
      {loading}
    </p>
  );
}
