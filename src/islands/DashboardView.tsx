// The loaded /course-dashboard (Dashboard.tsx loads this file beside the dashboard's answer): the greeting, the
// learner's courses with their progress, and the courses still available with their prices and purchase buttons.
import type { DashboardData } from '../lib/learning/learning';
import type { SessionUser } from '../stores/auth';
import { signOutUser } from '../stores/auth';
import { formatDuration } from '../lib/learning/progress';
import ProgressBar from './ProgressBar';
import { LinkButton } from './LinkButton';
import { FALLBACK_IMAGE, sessionPath } from '../lib/learning/routes';
import { dashboardGreeting } from '../lib/learning/words';
import Toaster from './Toaster';
import { isPurchasable } from '../lib/money';
import { coursePriceView, type PricedCourse } from '../lib/catalog/coursePrice';
import { infoPagePath } from '../lib/purchase/purchase';
import PurchaseDialogs, { requestPurchase } from './purchase/PurchaseDialogs';
import { Button } from './ui/Button';

/** The words /courses shows on a course that is not on sale yet (spec 2.4). */
const COMING_SOON = 'COMING SOON';

async function onSignOut() {
  await signOutUser().catch((error: unknown) => console.error(error));
  window.location.assign('/');
}

export function DashboardView({ data, user }: { data: DashboardData; user: SessionUser | null }) {
  // 'Welcome' on a brand-new account's first visit, 'Welcome back' after; the full name when known.
  const greeting = dashboardGreeting({
    fullName: data.profile.full_name,
    displayName: user?.displayName,
    email: data.profile.email || user?.email || '',
    createdAt: user?.createdAt,
    lastSignInAt: user?.lastSignInAt,
  });
  return (
    <div className="learn container">
      <div className="app-header">
        <div>
          <h1>{greeting}</h1>
          <p className="learn__lead">Take your time. Every session is here whenever you are ready.</p>
        </div>
        <div className="learn__actions">
          {data.isAdmin && <LinkButton href="/admin" label="Admin Panel" variant="secondary" />}
          <LinkButton href="/account" label="My Account" variant="secondary" />
          <Button variant="secondary" type="button" onClick={onSignOut}>
            Sign Out
          </Button>
        </div>
      </div>

      <section aria-labelledby="your-courses">
        <h2 id="your-courses">{data.isAdmin ? 'Your Courses (Admin Access)' : 'Your Courses'}</h2>
        {data.courses.length === 0 ? (
          <div className="empty">
            <h3>Start Your Journey</h3>
            <p>You have not joined a course yet. Choose one below and I will guide you from the very first breath.</p>
            <LinkButton href="/courses" label="Browse Courses" />
          </div>
        ) : (
          <div className="card-grid">
            {data.courses.map((course, index) => (
              <article className="course-card" key={course.id}>
                <CourseImage src={course.image_url} first={index === 0} />
                <div className="course-card__body">
                  <span className={course.enrolled ? 'badge badge--enrolled' : 'badge'}>
                    {course.enrolled ? 'Enrolled' : 'Admin Access'}
                  </span>
                  <h3>{course.title}</h3>
                  <p>
                    {course.sessionCount} sessions · {formatDuration(course.totalMinutes)}
                  </p>
                  <ProgressBar value={course.progress} label={`${course.title} progress`} />
                  {/* Where she left off: the next session she has not completed (the course page once all are). */}
                  <a className="btn" href={course.nextSessionId ? sessionPath(course.id, course.nextSessionId) : `/course/${course.id}`}>
                    Continue Course<span className="sr-only">: {course.title}</span>
                  </a>
                </div>
              </article>
            ))}
          </div>
        )}
      </section>

      {!data.isAdmin && data.available.length > 0 && (
        <section aria-labelledby="more-courses">
          <h2 id="more-courses">{data.courses.length > 0 ? 'Explore More Courses' : 'Available Courses'}</h2>
          <div className="card-grid">
            {data.available.map((course, index) => (
              <article className={course.coming_soon ? 'course-card is-coming-soon' : 'course-card'} key={course.id}>
                <CourseImage src={course.image_url} first={index === 0 && data.courses.length === 0} />
                <div className="course-card__body">
                  <h3>{course.title}</h3>
                  <p>{course.description}</p>
                  <CoursePrice course={course} />
                  <div className="learn__actions">
                    {isPurchasable(course.price) && !course.coming_soon && (
                      <Button
                        type="button"
                        onClick={() => requestPurchase({ courseId: course.id, title: course.title, price: course.price })}
                      >
                        Buy Now<span className="sr-only">: {course.title}</span>
                      </Button>
                    )}
                    <a className="btn btn-outline" href={infoPagePath(course.id, new Set(data.coursePages)) ?? '/courses'}>
                      Learn More<span className="sr-only">: {course.title}</span>
                    </a>
                  </div>
                </div>
              </article>
            ))}
          </div>
        </section>
      )}
      <PurchaseDialogs />
      <Toaster />
    </div>
  );
}

/** The price as /courses shows it: the usual price struck through beside the sale price, or 'COMING SOON'. */
function CoursePrice({ course }: { course: PricedCourse }) {
  const view = coursePriceView(course);
  if (view.kind === 'soon') {
    return (
      <p className="price">
        <strong>{COMING_SOON}</strong>
      </p>
    );
  }
  if (view.kind !== 'sale') return null;
  return (
    <p className="price">
      {view.was && (
        <>
          <s>
            <span className="sr-only">Usual price </span>
            {view.was}
          </s>{' '}
        </>
      )}
      {view.now}
    </p>
  );
}

/**
 * A decorative course picture; a missing one is replaced by the calm fallback image. The first card's is in view as
 * the screen appears (its largest picture): fetched at once, the others as they scroll near.
 */
function CourseImage({ src, first = false }: { src: string | null; first?: boolean }) {
  return (
    <img
      src={src ?? FALLBACK_IMAGE}
      alt=""
      width={640}
      height={360}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(FALLBACK_IMAGE)) event.currentTarget.src = FALLBACK_IMAGE;
      }}
    />
  );
}
