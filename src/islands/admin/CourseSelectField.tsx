// The admin's course chooser (a labelled <select> of the practice's courses): for a promotion code, the sessions
// filter, a new session and a manual enrollment. Its first option names no course: 'All courses', or a prompt.
import Field from '../ui/Field';

type Course = { id: string; title: string; price: number };

type Props = {
  id: string;
  label: string;
  courses: Course[];
  value: string;
  onChange: (courseId: string) => void;
  /** The first option, which names no course; a disabled prompt cannot be chosen back once a course is. */
  none: { label: string; value?: string; disabled?: boolean };
  /** What an option says of its course (its title unless told otherwise). */
  optionLabel?: (course: Course) => string;
  error?: string;
  className?: string;
  required?: boolean;
};

export function CourseSelectField({ courses, value, onChange, none, optionLabel = (course) => course.title, required, ...field }: Props) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)} required={required}>
          <option value={none.value ?? ''} disabled={none.disabled}>
            {none.label}
          </option>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {optionLabel(course)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
