// /course-dashboard (spec 2.10): the learner's courses with real progress, and the courses still available.
import { takeAnswer } from './earlyAnswer';
import { dashboardAnswer } from './screenAnswers';
import { retrySignIn } from '../stores/auth';
import { useRequireUser } from './useRequireUser';
import { failureReason, useLoad } from './useLoad';
import ScreenStatus from './ScreenStatus';
import { useViewCode, viewCode } from './viewCode';
import './learning.css';

// The courses' cards, prices and purchase buttons load beside the dashboard's answer, not with the page.
const dashboardView = viewCode(() => import('./DashboardView'));
void dashboardView();

export default function Dashboard() {
  const { user, problem } = useRequireUser();
  const { state, retry: reload } = useLoad(user ? user.uid : null, () => takeAnswer(...dashboardAnswer()), {
    failure: 'Failed to load course data.',
  });
  const view = useViewCode(dashboardView);
  const data = state.kind === 'ready' ? state.data : null;

  const retry = () => {
    // A file that did not load stays failed in this page: only a reload fetches it again.
    if (view.kind === 'failed') return window.location.reload();
    retrySignIn();
    reload();
  };

  // A failed load, or sign-in that did not answer in time: the spec's words, the reason, 'Try again'.
  if (!data || view.kind !== 'ready')
    return (
      <ScreenStatus
        loading="Loading your courses..."
        failed="Failed to load course data."
        reason={failureReason(state) ?? (view.kind === 'failed' ? '' : problem)}
        onRetry={retry}
      />
    );

  const { DashboardView } = view.code;
  return <DashboardView data={data} user={user} />;
}
