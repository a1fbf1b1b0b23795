// Words the course pages, /courses and their scripts share, in a module of their own so a script that needs one
// word loads nothing else. Pure: no imports.

/** What someone who owns a course is offered instead of 'Learn More' and 'Enroll Now'. */
export const GO_TO_COURSE = 'Go to Course';
