// A picture chosen in an admin form (session image, session builder, course builder): an uploaded image (read as
// a data URL, images only, at most 5 MB, photos over 4 MB shrunk first; the server checks the bytes again) or an
// image URL or site path, with a live preview that hides itself when the picture cannot load.
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { MAX_SESSION_IMAGE_BYTES, SESSION_IMAGE_TYPES } from '../../lib/admin/admin';
import { sessionImageFileProblem } from '../../lib/admin/ui';
import { isAllowedImageUrl } from '../../lib/admin/imageUpload';
import { Button } from '../ui/Button';
import Field from '../ui/Field';
import { imageForUpload, imageProblem } from './shrinkImage';

export type PictureChoice = { dataUrl: string | null; fileName: string; url: string };
export const NO_PICTURE_CHOICE: PictureChoice = { dataUrl: null, fileName: '', url: '' };

type Props = {
  value: PictureChoice;
  onChange: (next: PictureChoice) => void;
  /** The form's own words for its two fields and the preview, e.g. 'Upload a picture', 'Picture URL or path'. */
  labels: { upload: string; url: string; preview: string };
  /** The schema's or the server's words about the picture, if any. */
  error?: string | null;
  /** The picture there is now (edit forms), shown while nothing new is chosen. */
  current?: string | null;
};

export default function PictureField({ value, onChange, labels, error, current }: Props) {
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [previewBroken, setPreviewBroken] = useState(false);
  const id = useId();
  const ids = { file: `${id}-file`, url: `${id}-url`, problem: `${id}-problem` };
  const problem = fileProblem ?? error ?? null;
  const typed = value.url.trim();
  const preview = value.dataUrl ?? (typed && isAllowedImageUrl(typed) ? typed : null);
  useEffect(() => setPreviewBroken(false), [preview]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileProblem(null);
    if (!file) {
      onChange({ ...value, dataUrl: null, fileName: '' });
      return;
    }
    const fault = sessionImageFileProblem(file, SESSION_IMAGE_TYPES, MAX_SESSION_IMAGE_BYTES);
    if (fault) {
      event.target.value = '';
      onChange({ ...value, dataUrl: null, fileName: '' });
      setFileProblem(fault);
      return;
    }
    try {
      onChange({ ...value, dataUrl: await imageForUpload(file), fileName: file.name });
    } catch (failure) {
      console.error(failure);
      setFileProblem(imageProblem(failure));
    }
  }

  return (
    <fieldset className="admin-form admin-picture">
      <legend className="admin-strong">Picture</legend>
      {current && !preview && (
        <figure className="admin-preview">
          <img src={current} alt="" />
          <figcaption className="admin-help">Current picture: choose a new one below or leave both empty to keep it.</figcaption>
        </figure>
      )}
      {/* The problem stands below both ways of choosing, so each control adds it to its own description. */}
      <Field
        id={ids.file}
        label={labels.upload}
        hint={`JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.${value.fileName ? ` Chosen: ${value.fileName}` : ''}`}
        hintClassName="admin-help"
      >
        {(control) => (
          <input
            {...control}
            aria-describedby={problem ? `${control['aria-describedby']} ${ids.problem}` : control['aria-describedby']}
            type="file"
            accept={SESSION_IMAGE_TYPES.join(',')}
            onChange={(event) => void onFile(event)}
          />
        )}
      </Field>
      <p className="admin-or" aria-hidden="true">
        or
      </p>
      <Field id={ids.url} label={labels.url}>
        {(control) => (
          <>
            <input
              {...control}
              aria-invalid={error && !value.dataUrl ? true : undefined}
              aria-describedby={problem ? ids.problem : undefined}
              type="text"
              inputMode="url"
              placeholder="https://... or /images/..."
              value={value.dataUrl ? '' : value.url}
              disabled={Boolean(value.dataUrl)}
              onChange={(event) => {
                setFileProblem(null);
                onChange({ ...value, url: event.target.value });
              }}
            />
            {value.dataUrl && (
              <Button variant="link" className="admin-link-left" onClick={() => onChange({ ...value, dataUrl: null, fileName: '' })}>
                Use a URL instead of the uploaded file
              </Button>
            )}
          </>
        )}
      </Field>
      {problem && (
        <p id={ids.problem} className="field__error" role="alert">
          {problem}
        </p>
      )}
      {preview && !previewBroken && (
        <figure className="admin-preview">
          <img src={preview} alt={labels.preview} onError={() => setPreviewBroken(true)} />
          <figcaption className="admin-help">Preview</figcaption>
        </figure>
      )}
      {preview && previewBroken && <p className="admin-help">No preview: this picture cannot be shown here.</p>}
    </fieldset>
  );
}
