// The public course list (GET /api/courses: published courses only), shared by the function and the /courses page.
// Pure types.
export type PublicCourseSession = { title: string; description: string };

/** What every course list shows of a course: the one shape the public, dashboard and admin types build on. */
export type CourseListingFacts = {
  title: string;
  description: string;
  image_url: string | null;
  price: number;
  original_price: number | null;
};

export type PublicCourse = CourseListingFacts & {
  id: string;
  sale_tag: string | null;
  /** Listed but not for sale yet (C1): shown with 'COMING SOON', no price, no purchase button. */
  coming_soon: boolean;
  sessions: PublicCourseSession[];
};

export type PublicCoursesResponse = { courses: PublicCourse[] };
