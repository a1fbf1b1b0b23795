// Manual enrollment tells the truth: only courses open for enrollment are offered (published and not
// coming soon: contract C1), and enrolling someone who already has the course says so and sends no e-mail.
import { courseState, saleRefusal } from './courseSchemas';

/** Whether the admin may enroll someone into this course by hand (the server checks the same rule). */
export function offeredForManualEnrollment(course: object): boolean {
  return saleRefusal(courseState(course as Record<string, unknown>)) === null;
}

/** The notice when the person already had the course: nothing changed and nothing was sent. */
export function alreadyEnrolledNotice(email: string, courseTitle: string): { title: string; message: string } {
  return {
    title: 'Already Enrolled',
    message: `${email} is already enrolled in ${courseTitle}. Nothing was changed and no e-mail was sent.`,
  };
}
