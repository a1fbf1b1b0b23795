// Manual Enrollment (spec 2.13, 5, 7, 8): an e-mail and a course open for enrollment; the server creates the
// account when the e-mail is new and enrolls it, then the enrollment e-mail goes out (with a password set-up
// link for a new user). Someone who already has the course is told so, and nothing is sent.
import { useState, type FormEvent } from 'react';
import { adminApi } from '../../api/adminClient';
import {
  adminPrice,
  courseOptionLabel,
  enrollmentCompleteMessage,
  enrollmentEmailPayload,
  MISSING_ENROLLMENT_INFO,
} from '../../lib/admin/ui';
import { alreadyEnrolledNotice, offeredForManualEnrollment } from '../../lib/admin/manualEnrollment';
import { toast } from '../../stores/toasts';
import { InputField } from '../ui/Field';
import type { AdminTabProps } from './adminTab';
import { Button } from '../ui/Button';
import { CourseSelectField } from './CourseSelectField';
import { errorWords, toastFailure } from './toastFailure';

/** The name on the account of that e-mail, for the greeting (none when the search fails: the e-mail still goes). */
async function fullNameOf(email: string): Promise<string | undefined> {
  try {
    const { users } = await adminApi.users({ q: email, page: 1, sort: 'newest' });
    return users.find((user) => user.email.toLowerCase() === email.toLowerCase())?.full_name;
  } catch {
    return undefined;
  }
}

export default function EnrollmentTab({ data, reload }: AdminTabProps) {
  const [email, setEmail] = useState('');
  const [courseId, setCourseId] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // Drafts and coming-soon courses cannot be enrolled into, so they are not offered.
  const offered = data.courses.filter(offeredForManualEnrollment);
  const course = offered.find((item) => item.id === courseId);
  const trimmed = email.trim();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || !courseId) {
      toast({ ...MISSING_ENROLLMENT_INFO, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      const chosen = offered.find((item) => item.id === courseId);
      if (!chosen) throw new Error('Course not found');
      const result = await adminApi.createUserAndEnroll({ userEmail: trimmed, courseId: chosen.id });
      if (!result?.success) throw new Error('Enrollment failed');
      if (!result.created) {
        // They already had the course: nothing changed, so no "you have been added" e-mail goes out.
        toast(alreadyEnrolledNotice(trimmed, chosen.title));
        return;
      }
      try {
        await adminApi.sendEnrollmentEmail(
          enrollmentEmailPayload({
            email: trimmed,
            courseTitle: chosen.title,
            isNewUser: result.isNewUser,
            origin: window.location.origin,
            fullName: await fullNameOf(trimmed),
          }),
        );
        toast({ title: 'Enrollment Complete', message: enrollmentCompleteMessage(trimmed, result.isNewUser) });
      } catch (mailError) {
        console.error('Enrollment e-mail failed', mailError);
        toast({ title: 'Enrollment Successful', message: 'User enrolled successfully, but email notification failed.' });
      }
      setEmail('');
      setCourseId('');
      await reload();
    } catch (error) {
      toastFailure(error, errorWords(error, 'An unexpected error occurred.'), 'Enrollment Failed');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="admin-stack">
      <h2>Manual Enrollment</h2>
      <form className="admin-card form admin-form admin-enroll" onSubmit={onSubmit} noValidate aria-label="Manual Enrollment">
        <p className="admin-muted">
          Enroll someone in a course by e-mail. If they do not have an account yet, one is created and they receive a link to set their
          password.
        </p>
        <InputField
          id="enroll-email"
          label="User Email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          required
          placeholder="name@example.com"
        />
        <CourseSelectField
          id="enroll-course"
          label="Course"
          courses={offered}
          value={courseId}
          onChange={setCourseId}
          none={{ label: 'Select a course', disabled: true }}
          optionLabel={courseOptionLabel}
          required
        />
        {trimmed && course && (
          <p className="admin-preview-line" data-enroll-preview>
            <strong>{trimmed}</strong> will be enrolled in <strong>{course.title}</strong> ({adminPrice(course.price)}) and receive an
            e-mail with their course link.
          </p>
        )}
        <div className="admin-actions">
          <Button type="submit" disabled={!trimmed || !courseId || submitting}>
            {submitting ? 'Enrolling...' : 'Enroll & Send Email'}
          </Button>
        </div>
      </form>
    </div>
  );
}
