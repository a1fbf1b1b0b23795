// Courses (spec 2.13, 5, 8; the course builder): 'Create Course' opens the course form (a new course is a
// draft); each card shows its state (Draft, Published, Coming soon), badges, price, sessions, enrollments and
// creation date, with View, Edit, Publish / Unpublish and Delete (after confirmation). The server decides whether a
// course may be published (a session, and a price unless coming soon); its words are shown on the card. Each card
// links to the course's sales page in Sanity Studio: 'Edit its page in the Studio', or 'Write its page in the Studio'
// (a new page with the course's id and title filled in) while it has none.
import { useRef, useState } from 'react';
import { adminApi } from '../../api/adminClient';
import { ApiError } from '../../api/client';
import { builderCourses, courseBuilderApi } from '../../api/courseBuilder';
import { adminDate, adminPrice } from '../../lib/admin/ui';
import { coursePageStudioLink } from '../../lib/admin/studioLinks';
import type { BuilderCourse, RebuildOutcome } from '../../lib/admin/courseSchemas';
import { FALLBACK_IMAGE } from '../../lib/learning/routes';
import { toast } from '../../stores/toasts';
import { FormError } from '../ui/Field';
import type { AdminTabProps } from './adminTab';
import CourseForm from './CourseForm';
import { useConfirm } from '../ui/useConfirm';
import { AdminCard } from './AdminCard';
import { RowButton } from './RowButton';
import { Button } from '../ui/Button';
import { toastFailure } from './toastFailure';

/** One line about the live site after a change it shows (only when a build hook is set up). */
function rebuildNote(rebuild: RebuildOutcome): string {
  if (rebuild === 'requested') return ' The live site is being rebuilt with it.';
  if (rebuild === 'failed') return ' The live site could not be asked to rebuild: it shows the change after the next deploy.';
  return '';
}

const stateLabel = (course: BuilderCourse) => (!course.published ? 'Draft' : course.coming_soon ? 'Published · Coming soon' : 'Published');
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export default function CoursesTab({ data, reload, studio }: AdminTabProps) {
  const courses = builderCourses(data);
  const [form, setForm] = useState<{ kind: 'create' } | { kind: 'edit'; courseId: string } | null>(null);
  const [confirm, confirmElement] = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const formTop = useRef<HTMLDivElement>(null);
  const editing = form?.kind === 'edit' ? courses.find((course) => course.id === form.courseId) : undefined;

  async function onDelete(course: BuilderCourse) {
    if (!(await confirm('Are you sure you want to delete this course?', 'Delete Course'))) return;
    setBusy(course.id);
    try {
      const { leftBehind } = await adminApi.deleteCourse(course.id);
      toast(
        leftBehind
          ? { title: 'Course deleted', message: leftBehind, variant: 'destructive' }
          : { title: 'Success', message: 'Course deleted successfully!' },
      );
      await reload();
    } catch (error) {
      toastFailure(error, 'Failed to delete course.');
    } finally {
      setBusy(null);
    }
  }

  async function onPublish(course: BuilderCourse, publish: boolean) {
    setBusy(course.id);
    setRefusals(({ [course.id]: _old, ...rest }) => rest);
    try {
      const { rebuild } = await courseBuilderApi.change({ action: publish ? 'publish' : 'unpublish', id: course.id });
      toast({
        title: 'Success',
        message: `${course.title} is ${publish ? 'published: learners can see it now' : 'a draft again: learners no longer see it'}.${rebuildNote(rebuild)}`,
      });
      await reload();
    } catch (error) {
      const words = error instanceof ApiError ? error.message : `Failed to ${publish ? 'publish' : 'unpublish'} course.`;
      setRefusals((current) => ({ ...current, [course.id]: words }));
      toastFailure(error, words);
    } finally {
      setBusy(null);
    }
  }

  function openForm(next: NonNullable<typeof form>) {
    setForm(next);
    requestAnimationFrame(() => formTop.current?.scrollIntoView({ block: 'start' }));
  }

  return (
    <div className="admin-stack">
      <div className="admin-section-head">
        <h2>Courses</h2>
        {!form && (
          <Button type="button" onClick={() => openForm({ kind: 'create' })}>
            Create Course
          </Button>
        )}
      </div>
      <div ref={formTop}>
        {form && (
          <CourseForm
            key={form.kind === 'edit' ? form.courseId : 'new'}
            course={editing}
            onCancel={() => setForm(null)}
            onSaved={async (result) => {
              if ('created' in result) toast({ title: 'Success', message: 'Course created successfully!' });
              else toast({ title: 'Success', message: `Course updated successfully!${rebuildNote(result.rebuild)}` });
              await reload();
              setForm(null);
            }}
          />
        )}
      </div>
      {courses.length === 0 ? (
        <p className="admin-muted">No courses yet. Create the first one above.</p>
      ) : (
        <ul className="admin-grid" aria-label="All courses">
          {courses.map((course) => (
            <AdminCard
              key={course.id}
              className="admin-course"
              data-course-id={course.id}
              data-course-state={course.published ? 'published' : 'draft'}
              image={[course.image_url ?? '', FALLBACK_IMAGE]}
              title={course.title}
              actions={
                <>
                  <a className="btn btn-outline admin-btn-small" href={`/course/${encodeURIComponent(course.id)}`}>
                    View<span className="sr-only"> {course.title}</span>
                  </a>
                  <RowButton
                    about={` ${course.title}`}
                    disabled={busy === course.id}
                    onClick={() => openForm({ kind: 'edit', courseId: course.id })}
                  >
                    Edit
                  </RowButton>
                  <RowButton
                    about={` ${course.title}`}
                    primary
                    disabled={busy === course.id}
                    onClick={() => void onPublish(course, !course.published)}
                  >
                    {course.published ? 'Unpublish' : 'Publish'}
                  </RowButton>
                  <RowButton about={` ${course.title}`} danger disabled={busy === course.id} onClick={() => void onDelete(course)}>
                    Delete
                  </RowButton>
                </>
              }
            >
              <p className="admin-badges">
                <span className={`badge ${course.published ? 'admin-badge--published' : 'admin-badge--draft'}`}>{stateLabel(course)}</span>
                {course.is_featured && <span className="badge">Featured</span>}
                {course.is_popular && <span className="badge admin-badge--popular">Popular</span>}
              </p>
              <p>{course.description}</p>
              <p className="admin-strong admin-price">
                {adminPrice(course.price)}
                {course.original_price !== null && (
                  <>
                    {' '}
                    <s>
                      <span className="sr-only">was </span>
                      {adminPrice(course.original_price)}
                    </s>
                  </>
                )}
                {course.sale_ends_at && (
                  <span className="admin-muted"> · Sale ends {new Date(course.sale_ends_at).toLocaleString('en-GB')}</span>
                )}
              </p>
              <p className="admin-muted">
                {count(course.sessionCount, 'session', 'sessions')} · {count(course.enrollmentCount, 'enrollment', 'enrollments')} · Created{' '}
                {adminDate(course.created_at)}
              </p>
              {studio && <StudioPageLink link={coursePageStudioLink(studio, course)} title={course.title} />}
              <FormError message={refusals[course.id]} />
            </AdminCard>
          ))}
        </ul>
      )}
      {confirmElement}
    </div>
  );
}

/** The course's sales page in Sanity Studio, in a tab of its own (the dashboard stays open). */
function StudioPageLink({ link, title }: { link: ReturnType<typeof coursePageStudioLink>; title: string }) {
  return (
    <p className="admin-muted">
      <a href={link.href} target="_blank" rel="noopener noreferrer" data-studio-page={link.exists ? 'edit' : 'create'}>
        {link.label}
        <span className="sr-only"> for {title} (opens in a new tab)</span>
      </a>
    </p>
  );
}
