// 'Edit Session' (spec 2.13): a new picture for a session, either an uploaded image or an image URL or site path
// (PictureField), checked here and again on the server. A failure keeps the dialog and what was chosen.
import { useId, useState, type FormEvent } from 'react';
import { adminApi } from '../../api/adminClient';
import { ApiError } from '../../api/client';
import type { AdminSession } from '../../lib/admin/admin';
import { sessionImageUrlProblem } from '../../lib/admin/ui';
import { toast } from '../../stores/toasts';
import { FormDialog } from '../ui/FormDialog';
import PictureField, { NO_PICTURE_CHOICE, type PictureChoice } from './PictureField';
import { toastFailure } from './toastFailure';

type Props = { session: AdminSession; onClose: () => void; onSaved: () => Promise<void> };

export default function EditSessionDialog({ session, onClose, onSaved }: Props) {
  const [picture, setPicture] = useState<PictureChoice>({
    ...NO_PICTURE_CHOICE,
    url: session.image_url && !session.image_url.startsWith('data:') ? session.image_url : '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const url = picture.url.trim();
    if (!picture.dataUrl) {
      const fault = sessionImageUrlProblem(url);
      if (fault) {
        setProblem(fault);
        return;
      }
    }
    setProblem(null);
    setSaving(true);
    try {
      await adminApi.updateSessionImage(
        picture.dataUrl ? { sessionId: session.id, imageDataUrl: picture.dataUrl } : { sessionId: session.id, imageUrl: url },
      );
      toast({ title: 'Success', message: 'Session image updated successfully!' });
      await onSaved();
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.status === 400) setProblem(error.message);
      toastFailure(error, 'Failed to update session image.');
    }
  }

  return (
    <FormDialog
      title="Edit Session"
      description={`${session.title} · ${session.courseTitle}`}
      onClose={onClose}
      formId={formId}
      busy={saving}
      busyLabel="Updating..."
      submitLabel="Update Image"
      submitDisabled={!picture.dataUrl && !picture.url.trim()}
    >
      <form id={formId} className="form" onSubmit={onSubmit} noValidate>
        <PictureField
          value={picture}
          onChange={(next) => {
            setPicture(next);
            setProblem(null);
          }}
          labels={{ upload: 'Upload an image', url: 'Image URL or path', preview: 'Preview of the new session image' }}
          error={problem}
        />
      </form>
    </FormDialog>
  );
}
