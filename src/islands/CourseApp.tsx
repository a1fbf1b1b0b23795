// The course area app shell (spec 2.12): /course/{courseId} and /course/{courseId}/session/{sessionId},
// routed on the client (links push history; the path changing scrolls to the top).
import { useEffect, useState, type ReactNode } from 'react';
import { parseCourseRoute, type CourseRoute } from '../lib/learning/routes';
import { LinkButton } from './LinkButton';
import Toaster from './Toaster';
import CourseView from './CourseView';
import SessionView from './SessionView';
import { useRequireUser } from './useRequireUser';
import LoadProblem from './LoadProblem';
import { retrySignIn } from '../stores/auth';
import './learning.css';

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
  else if (route.view === 'course') body = <CourseView key={route.courseId} courseId={route.courseId} />;
  else if (route.view === 'session')
    body = <SessionView key={`${route.courseId}/${route.sessionId}`} courseId={route.courseId} sessionId={route.sessionId} />;
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
