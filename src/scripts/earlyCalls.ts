// The app pages' one API call, started by this small script as the page is read, while React is still
// downloading: the screen takes the answer when it mounts (src/islands/earlyAnswer.ts), so the chain page -> React ->
// API call -> render becomes page -> (React | API call) -> render. Only for a visitor whose browser holds a sign-in
// hint (without one the screen first asks who is signed in), and never for an e-mail link on /account (the screen
// applies the link first, then loads what it changed).
import { parseCourseRoute } from '../lib/learning/routes';
import { readAuthHint } from '../stores/authHint';
import { callEarly } from '../islands/earlyAnswer';
import { accountAnswer, courseAnswer, dashboardAnswer, sessionAnswer } from '../islands/screenAnswers';

function startScreenCall(): void {
  if (!readAuthHint()?.user) return;
  const { pathname, search } = window.location;
  if (pathname === '/course-dashboard') return callEarly(...dashboardAnswer());
  if (pathname === '/account') return new URLSearchParams(search).has('oobCode') ? undefined : callEarly(...accountAnswer());
  const route = parseCourseRoute(pathname);
  if (route.view === 'course') callEarly(...courseAnswer(route.courseId));
  else if (route.view === 'session') callEarly(...sessionAnswer(route.courseId, route.sessionId));
}

startScreenCall();
