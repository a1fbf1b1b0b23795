// The course builder's session form: 'Add Session' to a course, or 'Edit Session Details' of one
// session: title, description, video address (a Vimeo address or id becomes the player address, spec 5),
// duration in minutes and a picture. Checked here with the same zod schema the server uses; the server's
// refusal (400) is shown beside the form and nothing is saved.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { sessionBuilderApi } from '../../api/sessionBuilder';
import type { AdminCourse } from '../../lib/admin/admin';
import { addSessionSchema, editSessionSchema, type AdminSessionDetails } from '../../lib/admin/sessionSchemas';
import { normaliseVideoUrl } from '../../lib/learning/video';
import { toast } from '../../stores/toasts';
import Field, { WholeNumberField } from '../ui/Field';
import { FormDialog } from '../ui/FormDialog';
import { CourseSelectField } from './CourseSelectField';
import PictureField, { NO_PICTURE_CHOICE, type PictureChoice } from './PictureField';
import { isRefusal, toastFailure } from './toastFailure';

type FieldName = 'courseId' | 'title' | 'description' | 'video_url' | 'duration_minutes' | 'opens_after_days' | 'picture';
type Errors = Partial<Record<FieldName, string>>;

type Props =
  | { mode: 'add'; courses: AdminCourse[]; courseId: string; onClose: () => void; onSaved: (session: AdminSessionDetails) => Promise<void> }
  | { mode: 'edit'; sessionId: string; onClose: () => void; onSaved: (session: AdminSessionDetails) => Promise<void> };

const fieldOf = (path: ReadonlyArray<PropertyKey>): FieldName => {
  const key = String(path[0] ?? '');
  return key === 'imageUrl' || key === 'imageDataUrl'
    ? 'picture'
    : ((['courseId', 'title', 'description', 'video_url', 'duration_minutes', 'opens_after_days'].includes(key)
        ? key
        : 'title') as FieldName);
};

export default function SessionFormDialog(props: Props) {
  const editing = props.mode === 'edit';
  const [loaded, setLoaded] = useState<AdminSessionDetails | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [courseId, setCourseId] = useState(props.mode === 'add' ? props.courseId : '');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [video, setVideo] = useState('');
  const [minutes, setMinutes] = useState('');
  const [dripDays, setDripDays] = useState('');
  const [picture, setPicture] = useState<PictureChoice>(NO_PICTURE_CHOICE);
  const [errors, setErrors] = useState<Errors>({});
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const ids = {
    course: `${id}-course`,
    title: `${id}-title`,
    description: `${id}-description`,
    video: `${id}-video`,
    minutes: `${id}-minutes`,
    drip: `${id}-drip`,
  };

  const sessionId = props.mode === 'edit' ? props.sessionId : null;
  useEffect(() => {
    if (!sessionId) return undefined;
    let cancelled = false;
    sessionBuilderApi
      .details(sessionId)
      .then(({ session }) => {
        if (cancelled) return;
        setLoaded(session);
        setTitle(session.title);
        setDescription(session.description);
        setVideo(session.video_url ?? '');
        setMinutes(session.duration_minutes ? String(session.duration_minutes) : '');
        setDripDays(session.opens_after_days ? String(session.opens_after_days) : '');
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setLoadFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [sessionId]);

  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (loaded) titleRef.current?.focus();
  }, [loaded]);

  const player = video.trim() ? normaliseVideoUrl(video) : null;

  function body() {
    const fields = {
      title,
      description,
      video_url: video,
      duration_minutes: minutes,
      opens_after_days: dripDays,
      ...(picture.dataUrl ? { imageDataUrl: picture.dataUrl } : picture.url.trim() ? { imageUrl: picture.url.trim() } : {}),
    };
    return props.mode === 'edit' ? { sessionId: props.sessionId, ...fields } : { courseId, ...fields };
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setServerProblem(null);
    const request = body();
    const parsed = 'sessionId' in request ? editSessionSchema.safeParse(request) : addSessionSchema.safeParse(request);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path);
        found[field] ??= field === 'courseId' ? 'Please choose a course.' : issue.message;
      }
      setErrors(found);
      // Focus the first field that needs attention, so keyboard and screen-reader users land on it.
      window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const { session } = 'sessionId' in request ? await sessionBuilderApi.edit(request) : await sessionBuilderApi.add(request);
      toast({ title: 'Success', message: editing ? 'Session updated successfully!' : 'Session added successfully!' });
      await props.onSaved(session);
    } catch (error) {
      setSaving(false);
      if (isRefusal(error)) setServerProblem(error.message);
      toastFailure(error, editing ? 'Failed to update session.' : 'Failed to add session.');
    }
  }

  const heading = editing ? 'Edit Session Details' : 'Add Session';
  const waiting = editing && !loaded;
  return (
    <FormDialog
      title={heading}
      description={loaded ? `${loaded.title} · ${loaded.courseTitle}` : undefined}
      onClose={props.onClose}
      formId={`${id}-form`}
      busy={saving}
      busyLabel="Saving..."
      submitLabel="Save Session"
      showSubmit={!waiting}
    >
      {waiting && (
        <p role="status">{loadFailed ? 'This session could not be loaded. Please close and try again.' : 'Loading session...'}</p>
      )}
      {!waiting && (
        <form id={`${id}-form`} ref={formRef} className="form admin-form" onSubmit={onSubmit} noValidate>
          {props.mode === 'add' && (
            <CourseSelectField
              id={ids.course}
              label="Course"
              courses={props.courses}
              value={courseId}
              onChange={setCourseId}
              none={{ label: 'Select a course' }}
              error={errors.courseId}
            />
          )}
          <Field id={ids.title} label="Title" error={errors.title}>
            {(control) => (
              <input
                {...control}
                ref={titleRef}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                required
                maxLength={200}
                data-autofocus
              />
            )}
          </Field>
          <Field id={ids.description} label="Description" error={errors.description}>
            {(control) => (
              <textarea {...control} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={5000} />
            )}
          </Field>
          <Field id={ids.video} label="Video address" error={errors.video_url}>
            {(control) => (
              <>
                <input
                  {...control}
                  aria-describedby={[control['aria-describedby'], `${ids.video}-help`].filter(Boolean).join(' ')}
                  type="text"
                  inputMode="url"
                  placeholder="https://vimeo.com/123456789"
                  value={video}
                  onChange={(e) => setVideo(e.target.value)}
                />
                {/* Its own hint, which stays beside an error (the kit's hint gives way to one). */}
                <p id={`${ids.video}-help`} className="admin-help">
                  {player ? `Plays as: ${player}` : 'A Vimeo address, player address or video id. Leave empty for no video.'}
                </p>
              </>
            )}
          </Field>
          <WholeNumberField
            id={ids.minutes}
            label="Duration (minutes)"
            range={[1, 600]}
            value={minutes}
            onChange={setMinutes}
            required
            error={errors.duration_minutes}
          />
          <WholeNumberField
            id={ids.drip}
            label="Opens after (days)"
            hint="Days after a learner enrolls. Leave empty (or 0) to open it at once."
            range={[0, 365]}
            value={dripDays}
            onChange={setDripDays}
            error={errors.opens_after_days}
          />
          <PictureField
            value={picture}
            onChange={setPicture}
            labels={{ upload: 'Upload a picture', url: 'Picture URL or path', preview: 'Preview of the session picture' }}
            error={errors.picture}
            current={loaded?.image_url ?? null}
          />
          {serverProblem && (
            <p className="field__error" role="alert">
              {serverProblem}
            </p>
          )}
        </form>
      )}
    </FormDialog>
  );
}
