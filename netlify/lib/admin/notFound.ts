// The admin functions' 404 words, one each: the admin screens show them as they are.
export const COURSE_NOT_FOUND = 'Course not found';
export const SESSION_NOT_FOUND = 'Session not found';
export const USER_NOT_FOUND = 'User not found';
