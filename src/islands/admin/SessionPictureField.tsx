// A session picture chosen in the builder's form: an uploaded image (read as a data URL, images only, at most
// 5 MB, photos over 4 MB shrunk first; the server checks the bytes again) or an image URL or site path, with a
// live preview that hides itself when the picture cannot load. Empty keeps the current picture.
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { MAX_SESSION_IMAGE_BYTES, SESSION_IMAGE_TYPES } from '../../lib/admin';
import { sessionImageFileProblem } from '../../lib/adminUi';
import { isAllowedImageUrl } from '../../lib/imageUpload';
import { imageForUpload } from './shrinkImage';

export type PictureChoice = { dataUrl: string | null; fileName: string; url: string };
export const NO_PICTURE_CHOICE: PictureChoice = { dataUrl: null, fileName: '', url: '' };

type Props = {
  value: PictureChoice;
  onChange: (next: PictureChoice) => void;
  /** The schema's or the server's words about the picture, if any. */
  error?: string;
  /** The picture the session has now (edit form), shown while nothing new is chosen. */
  current?: string | null;
};

export default function SessionPictureField({ value, onChange, error, current }: Props) {
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [previewBroken, setPreviewBroken] = useState(false);
  const fileId = useId();
  const urlId = useId();
  const helpId = useId();
  const problemId = useId();
  const legendId = useId();
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
      setFileProblem(
        failure instanceof Error && failure.message.startsWith('This image') ? failure.message : 'That file could not be read. Please try another image.',
      );
    }
  }

  return (
    <div role="group" aria-labelledby={legendId} className="admin-form">
      <p id={legendId} className="admin-strong">
        Picture
      </p>
      {current && !preview && (
        <figure className="admin-preview">
          <img src={current} alt="The session's current picture" />
          <figcaption className="admin-help">Current picture: choose a new one below or leave both empty to keep it.</figcaption>
        </figure>
      )}
      <div className="field">
        <label htmlFor={fileId}>Upload a picture</label>
        <input
          id={fileId}
          type="file"
          accept={SESSION_IMAGE_TYPES.join(',')}
          onChange={(event) => void onFile(event)}
          aria-describedby={`${helpId}${problem ? ` ${problemId}` : ''}`}
        />
        <p id={helpId} className="admin-help">
          JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.{value.fileName ? ` Chosen: ${value.fileName}` : ''}
        </p>
      </div>
      <div className="field">
        <label htmlFor={urlId}>Picture URL or path</label>
        <input
          id={urlId}
          type="text"
          inputMode="url"
          placeholder="https://... or /images/..."
          value={value.url}
          disabled={Boolean(value.dataUrl)}
          aria-invalid={error && !value.dataUrl ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            setFileProblem(null);
            onChange({ ...value, url: event.target.value });
          }}
        />
        {value.dataUrl && (
          <button type="button" className="link-button admin-link-left" onClick={() => onChange({ ...value, dataUrl: null, fileName: '' })}>
            Use a URL instead of the uploaded file
          </button>
        )}
      </div>
      {problem && (
        <p id={problemId} className="field__error" role="alert">
          {problem}
        </p>
      )}
      {preview && !previewBroken && (
        <figure className="admin-preview">
          <img src={preview} alt="Preview of the session picture" onError={() => setPreviewBroken(true)} />
          <figcaption className="admin-help">Preview</figcaption>
        </figure>
      )}
      {preview && previewBroken && <p className="admin-help">No preview: this picture cannot be shown here.</p>}
    </div>
  );
}
