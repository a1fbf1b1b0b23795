// Courses (spec 2.13, 5, 8): 'Create Course' opens a form (Course Title, Price (£), Description); cards with
// badges, price, enrollment count and creation date, a view link and delete (after confirmation).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { adminApi } from '../../api/adminClient';
import { createCourseSchema, type AdminCourse } from '../../lib/admin';
import { adminDate, adminPrice } from '../../lib/adminUi';
import { FALLBACK_IMAGE } from '../../lib/learningRoutes';
import { toast } from '../../stores/toasts';
import type { AdminTabProps } from './AdminApp';
import { useConfirm } from './Dialog';
import { FallbackImage } from './FallbackImage';

type Errors = Partial<Record<'title' | 'price' | 'description', string>>;

export default function CoursesTab({ data, reload }: AdminTabProps) {
  const [showForm, setShowForm] = useState(false);
  const [confirm, confirmElement] = useConfirm();
  const [deleting, setDeleting] = useState<string | null>(null);

  async function onDelete(course: AdminCourse) {
    if (!(await confirm('Are you sure you want to delete this course?', 'Delete Course'))) return;
    setDeleting(course.id);
    try {
      await adminApi.deleteCourse(course.id);
      toast({ title: 'Success', message: 'Course deleted successfully!' });
      await reload();
    } catch (error) {
      console.error(error);
      toast({ title: 'Error', message: 'Failed to delete course.', variant: 'destructive' });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <div className="admin-stack">
      <div className="admin-section-head">
        <h2>Courses</h2>
        {!showForm && (
          <button type="button" className="btn" onClick={() => setShowForm(true)}>
            Create Course
          </button>
        )}
      </div>
      {showForm && (
        <CreateCourseForm
          onDone={async (created) => {
            if (created) await reload();
            setShowForm(false);
          }}
        />
      )}
      {data.courses.length === 0 ? (
        <p className="admin-muted">No courses yet. Create the first one above.</p>
      ) : (
        <ul className="admin-grid" aria-label="All courses">
          {data.courses.map((course) => (
            <li key={course.id} className="course-card admin-course" data-course-id={course.id}>
              <FallbackImage sources={[course.image_url ?? '', FALLBACK_IMAGE]} />
              <div className="course-card__body">
                <h3>{course.title}</h3>
                {(course.is_featured || course.is_popular) && (
                  <p className="admin-badges">
                    {course.is_featured && <span className="badge">Featured</span>}
                    {course.is_popular && <span className="badge admin-badge--popular">Popular</span>}
                  </p>
                )}
                <p>{course.description}</p>
                <p className="admin-strong admin-price">{adminPrice(course.price)}</p>
                <p className="admin-muted">
                  {course.enrollmentCount} {course.enrollmentCount === 1 ? 'enrollment' : 'enrollments'} · Created {adminDate(course.created_at)}
                </p>
                <div className="admin-actions">
                  <a className="btn btn-outline admin-btn-small" href={`/course/${encodeURIComponent(course.id)}`}>
                    View<span className="sr-only"> {course.title}</span>
                  </a>
                  <button type="button" className="btn admin-btn-danger admin-btn-small" disabled={deleting === course.id} onClick={() => void onDelete(course)}>
                    Delete<span className="sr-only"> {course.title}</span>
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {confirmElement}
    </div>
  );
}

function CreateCourseForm({ onDone }: { onDone: (created: boolean) => Promise<void> }) {
  const [title, setTitle] = useState('');
  const [price, setPrice] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Optional fields the form does not show are stored as null (spec 5).
    const body = { title, price: price.replace(/[£,\s]/g, ''), description, original_price: null, sale_tag: null, image_url: null, is_featured: false, is_popular: false };
    const parsed = createCourseSchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'title' || field === 'price' || field === 'description') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await adminApi.createCourse(body);
      toast({ title: 'Success', message: 'Course created successfully!' });
      await onDone(true);
    } catch (error) {
      console.error(error);
      setSaving(false);
      toast({ title: 'Error', message: 'Failed to create course.', variant: 'destructive' });
    }
  }

  const describedBy = (field: keyof Errors) => (errors[field] ? `course-${field}-error` : undefined);
  return (
    <form id="create-course-form" className="admin-card form admin-form" onSubmit={onSubmit} noValidate aria-label="Create Course">
      <h3>New course</h3>
      <div className="admin-form__row">
        <div className="field">
          <label htmlFor="course-title">Course Title</label>
          <input id="course-title" ref={titleRef} value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} aria-invalid={errors.title ? true : undefined} aria-describedby={describedBy('title')} />
          {errors.title && <p id="course-title-error" className="field__error">{errors.title}</p>}
        </div>
        <div className="field">
          <label htmlFor="course-price">Price (£)</label>
          <input id="course-price" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} required placeholder="e.g. 49.99" aria-invalid={errors.price ? true : undefined} aria-describedby={describedBy('price')} />
          {errors.price && <p id="course-price-error" className="field__error">{errors.price}</p>}
        </div>
      </div>
      <div className="field">
        <label htmlFor="course-description">Description</label>
        <textarea id="course-description" rows={4} value={description} onChange={(e) => setDescription(e.target.value)} required maxLength={5000} aria-invalid={errors.description ? true : undefined} aria-describedby={describedBy('description')} />
        {errors.description && <p id="course-description-error" className="field__error">{errors.description}</p>}
      </div>
      <div className="admin-actions">
        <button type="submit" className="btn" disabled={saving}>
          {saving ? 'Saving...' : 'Save Course'}
        </button>
        <button type="button" className="btn btn-outline" disabled={saving} onClick={() => void onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
