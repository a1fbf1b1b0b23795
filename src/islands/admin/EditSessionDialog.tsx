// 'Edit Session' (spec 2.13): a new picture for a session, either an uploaded image (read as a data URL,
// images only, at most 5 MB, photos over 4 MB shrunk first, checked here and again on the server) or an image URL or site path, with a
// live preview that hides itself when the picture cannot load.
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { adminApi } from '../../api/adminClient';
import { ApiError } from '../../api/client';
import { MAX_SESSION_IMAGE_BYTES, SESSION_IMAGE_TYPES, type AdminSession } from '../../lib/admin';
import { sessionImageFileProblem, sessionImageUrlProblem } from '../../lib/adminUi';
import { toast } from '../../stores/toasts';
import { Modal } from './Dialog';
import { imageForUpload } from './shrinkImage';

type Props = { session: AdminSession; onClose: () => void; onSaved: () => Promise<void> };

export default function EditSessionDialog({ session, onClose, onSaved }: Props) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [url, setUrl] = useState(session.image_url && !session.image_url.startsWith('data:') ? session.image_url : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [previewBroken, setPreviewBroken] = useState(false);
  const [saving, setSaving] = useState(false);
  const fileHelpId = useId();
  const problemId = useId();

  const preview = dataUrl ?? (url.trim() && !sessionImageUrlProblem(url) ? url.trim() : null);
  useEffect(() => setPreviewBroken(false), [preview]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setProblem(null);
    if (!file) {
      setDataUrl(null);
      setFileName('');
      return;
    }
    const fault = sessionImageFileProblem(file, SESSION_IMAGE_TYPES, MAX_SESSION_IMAGE_BYTES);
    if (fault) {
      event.target.value = '';
      setDataUrl(null);
      setFileName('');
      setProblem(fault);
      return;
    }
    try {
      setDataUrl(await imageForUpload(file));
      setFileName(file.name);
    } catch (error) {
      console.error(error);
      setProblem(error instanceof Error && error.message.startsWith('This image') ? error.message : 'That file could not be read. Please try another image.');
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!dataUrl) {
      const fault = sessionImageUrlProblem(url);
      if (fault) {
        setProblem(fault);
        return;
      }
    }
    setProblem(null);
    setSaving(true);
    try {
      await adminApi.updateSessionImage(dataUrl ? { sessionId: session.id, imageDataUrl: dataUrl } : { sessionId: session.id, imageUrl: url.trim() });
      toast({ title: 'Success', message: 'Session image updated successfully!' });
      await onSaved();
    } catch (error) {
      console.error(error);
      setSaving(false);
      if (error instanceof ApiError && error.status === 400) setProblem(error.message);
      toast({ title: 'Error', message: 'Failed to update session image.', variant: 'destructive' });
    }
  }

  return (
    <Modal title="Edit Session" onClose={onClose} description={<p>{session.title} · {session.courseTitle}</p>} className="admin-dialog--wide">
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="session-image-file">Upload an image</label>
          <input
            id="session-image-file"
            type="file"
            accept={SESSION_IMAGE_TYPES.join(',')}
            onChange={(event) => void onFile(event)}
            aria-describedby={`${fileHelpId}${problem ? ` ${problemId}` : ''}`}
          />
          <p id={fileHelpId} className="admin-help">
            JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.{fileName ? ` Chosen: ${fileName}` : ''}
          </p>
        </div>
        <p className="admin-or" aria-hidden="true">
          or
        </p>
        <div className="field">
          <label htmlFor="session-image-url">Image URL or path</label>
          <input
            id="session-image-url"
            type="text"
            inputMode="url"
            placeholder="https://... or /images/..."
            value={url}
            disabled={Boolean(dataUrl)}
            onChange={(e) => {
              setUrl(e.target.value);
              setProblem(null);
            }}
          />
          {dataUrl && (
            <button
              type="button"
              className="link-button admin-link-left"
              onClick={() => {
                setDataUrl(null);
                setFileName('');
              }}
            >
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
            <img src={preview} alt="Preview of the new session image" onError={() => setPreviewBroken(true)} />
            <figcaption className="admin-help">Preview</figcaption>
          </figure>
        )}
        {preview && previewBroken && <p className="admin-help">No preview: this image cannot be shown here.</p>}
        <div className="admin-dialog__actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className="btn" disabled={saving || (!dataUrl && !url.trim())}>
            {saving ? 'Updating...' : 'Update Image'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
