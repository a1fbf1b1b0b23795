// The app pages' first calls, started by this small script as the page is read, while React is still downloading:
// the screen takes each answer when it mounts (src/islands/earlyAnswer.ts), so the chain page -> React -> API call ->
// render becomes page -> (React | API call) -> render. A visitor whose browser holds no sign-in hint (storage
// cleared, a new profile: the cookie may still sign her in) is asked about at once too, beside the screen's call
// instead of before it; a visitor who is not signed in is refused by both and goes to /auth as before. Never for an
// e-mail link on /account (the screen applies the link first, then loads what it changed).
import { dashboardPicture, sessionPicture } from '../lib/learning/screenPictures';
import { parseCourseRoute } from '../lib/learning/routes';
import { readAuthHint } from '../stores/authHint';
import { signedInAnswer } from '../stores/auth';
import { callEarly } from '../islands/earlyAnswer';
import { accountAnswer, courseAnswer, dashboardAnswer, sessionAnswer } from '../islands/screenAnswers';

/**
 * The call, and once its answer names the screen's largest picture, that picture asked for at once (beside React's
 * render; the screen's <img> then finds it loaded).
 */
function withPicture<T>([key, call]: readonly [string, () => Promise<T>], pictureOf: (answer: T) => string | null) {
  return [
    key,
    () =>
      call().then((answer) => {
        const address = pictureOf(answer);
        if (address) {
          const picture = new Image();
          picture.fetchPriority = 'high';
          picture.src = address;
        }
        return answer;
      }),
  ] as const;
}

/** Starts the screen's own call for this address; false on a page that has none. */
function startScreenCall(): boolean {
  const { pathname, search } = window.location;
  const route = parseCourseRoute(pathname);
  if (pathname === '/course-dashboard') callEarly(...withPicture(dashboardAnswer(), dashboardPicture));
  else if (pathname === '/account' && !new URLSearchParams(search).has('oobCode')) callEarly(...accountAnswer());
  else if (route.view === 'course') callEarly(...courseAnswer(route.courseId));
  else if (route.view === 'session') callEarly(...withPicture(sessionAnswer(route.courseId, route.sessionId), sessionPicture));
  else return false;
  return true;
}

const screenCall = startScreenCall();
// The admin page asks who is signed in first too (its data only once the server names an admin).
if (!readAuthHint()?.user && (screenCall || window.location.pathname === '/admin')) callEarly(...signedInAnswer());
