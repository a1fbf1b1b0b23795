// The course builder's form, for a new course and for editing one: Course Title, Price (£), Original
// price, Sale ends, Description, the picture (an uploaded file or an address, with a preview), Featured, Popular,
// Coming soon.
// The same zod schema as the server checks it first; whatever the server still refuses is shown in its own words.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { courseBuilderApi, type CourseSaved } from '../../api/courseBuilder';
import { courseCreateSchema, type BuilderCourse } from '../../lib/admin/courseSchemas';
import { saleEndFieldValue, saleEndFromField } from '../../lib/admin/saleEndField';
import { Button } from '../ui/Button';
import Field, { InputField } from '../ui/Field';
import PictureField, { NO_PICTURE_CHOICE, type PictureChoice } from './PictureField';

type FieldName = 'title' | 'price' | 'original_price' | 'sale_ends_at' | 'description' | 'image_url';
type Errors = Partial<Record<FieldName, string>>;
const FIELDS: readonly FieldName[] = ['title', 'price', 'original_price', 'sale_ends_at', 'description', 'image_url'];

/** A price as the admin sees it in the field: "25.00" stays "25", "59.99" stays "59.99". */
const priceText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

type Props = {
  /** The course to edit; none for a new one (saved as a draft). */
  course?: BuilderCourse;
  /** Called after the server saved it (created: a new draft; saved: an edit with the rebuild outcome). */
  onSaved: (result: { created: BuilderCourse } | CourseSaved) => Promise<void>;
  onCancel: () => void;
};

export default function CourseForm({ course, onSaved, onCancel }: Props) {
  const editing = Boolean(course);
  const [title, setTitle] = useState(course?.title ?? '');
  const [price, setPrice] = useState(priceText(course?.price));
  const [originalPrice, setOriginalPrice] = useState(priceText(course?.original_price));
  const [saleEnds, setSaleEnds] = useState(saleEndFieldValue(course?.sale_ends_at));
  const [description, setDescription] = useState(course?.description ?? '');
  const [picture, setPicture] = useState<PictureChoice>({ ...NO_PICTURE_CHOICE, url: course?.image_url ?? '' });
  const [featured, setFeatured] = useState(course?.is_featured ?? false);
  const [popular, setPopular] = useState(course?.is_popular ?? false);
  const [comingSoon, setComingSoon] = useState(course?.coming_soon ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  useEffect(() => titleRef.current?.focus(), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      title,
      price,
      original_price: originalPrice,
      sale_ends_at: saleEndFromField(saleEnds),
      description,
      image_url: picture.dataUrl ? null : picture.url,
      ...(picture.dataUrl ? { imageDataUrl: picture.dataUrl } : {}),
      is_featured: featured,
      is_popular: popular,
      coming_soon: comingSoon,
    };
    setServerProblem(null);
    const parsed = courseCreateSchema.safeParse(fields);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        if (FIELDS.includes(field) && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (course) await onSaved(await courseBuilderApi.change({ action: 'edit', id: course.id, ...fields }));
      else await onSaved({ created: (await courseBuilderApi.create(fields)).course });
    } catch (error) {
      console.error(error);
      setSaving(false);
      // The server's own words: what it refused and why (nothing was changed).
      setServerProblem(error instanceof ApiError ? error.message : editing ? 'Failed to update course.' : 'Failed to create course.');
      requestAnimationFrame(() => problemRef.current?.focus());
    }
  }

  /** A field's old complaint goes as soon as the admin changes that field. */
  const edit = (field: FieldName, set: (value: string) => void) => (value: string) => {
    set(value);
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const fieldId = (field: string) => `${id}-${field}`;
  /** An InputField's id, text, change and complaint. */
  const bind = (field: FieldName, value: string, set: (value: string) => void) => ({
    id: fieldId(field),
    value,
    onChange: edit(field, set),
    error: errors[field],
  });

  return (
    <form
      id={editing ? 'edit-course-form' : 'create-course-form'}
      className="admin-card form admin-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? `Edit ${course!.title}` : 'Create Course'}
    >
      <h3>{editing ? `Edit course: ${course!.title}` : 'New course'}</h3>
      {!editing && <p className="admin-help">A new course is a draft: learners see it only after you publish it.</p>}
      {serverProblem && (
        <p ref={problemRef} tabIndex={-1} className="field__error" role="alert">
          {serverProblem}
        </p>
      )}
      <Field id={fieldId('title')} label="Course Title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            ref={titleRef}
            value={title}
            onChange={(e) => edit('title', setTitle)(e.target.value)}
            required
            maxLength={200}
          />
        )}
      </Field>
      <div className="admin-form__row">
        <InputField label="Price (£)" {...bind('price', price, setPrice)} inputMode="decimal" required placeholder="e.g. 49.99" />
        <InputField
          label="Original price (£, optional)"
          {...bind('original_price', originalPrice, setOriginalPrice)}
          inputMode="decimal"
          placeholder="shown struck through"
        />
      </div>
      <InputField
        label="Sale ends"
        {...bind('sale_ends_at', saleEnds, setSaleEnds)}
        type="datetime-local"
        hint="Optional, with an original price: at this moment (your computer's time) the original price returns by itself."
      />
      <Field id={fieldId('description')} label="Description" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={description}
            onChange={(e) => edit('description', setDescription)(e.target.value)}
            required
            maxLength={5000}
          />
        )}
      </Field>
      <PictureField
        value={picture}
        onChange={(next) => {
          setPicture(next);
          if (errors.image_url) setErrors(({ image_url: _gone, ...rest }) => rest);
        }}
        labels={{ upload: 'Upload a course picture', url: 'Course picture URL or path', preview: 'Preview of the course picture' }}
        error={errors.image_url}
      />
      <fieldset className="admin-form">
        <legend className="admin-strong">Shown as</legend>
        <label className="admin-check">
          <input type="checkbox" checked={featured} onChange={(e) => setFeatured(e.target.checked)} /> Featured
        </label>
        <label className="admin-check">
          <input type="checkbox" checked={popular} onChange={(e) => setPopular(e.target.checked)} /> Popular
        </label>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={comingSoon}
            onChange={(e) => setComingSoon(e.target.checked)}
            aria-describedby={`${fieldId('soon')}-help`}
          />{' '}
          Coming soon
        </label>
        <p id={`${fieldId('soon')}-help`} className="admin-help">
          A coming-soon course is listed with 'COMING SOON' and no price, and cannot be bought.
        </p>
      </fieldset>
      <div className="admin-actions">
        <Button type="submit" busy={saving} busyLabel="Saving...">
          Save Course
        </Button>
        <Button variant="secondary" disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
