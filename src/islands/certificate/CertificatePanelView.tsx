// The certificate section's body (loaded only on a lesson that offers a certificate): before completion how
// many sessions remain, after it the learner's own certificate to download, with its code and public check.
import { useCallback, useEffect, useId, useState } from 'react';
import { ApiError } from '../../api/client';
import { certificateApi } from '../../api/certificates';
import {
  certificateDate,
  certificatePath,
  formatCertificateCode,
  sessionsToGo,
  type Certificate,
  type CertificateStatus,
} from '../../lib/learning/certificate';
import { unavailableReason } from '../../lib/http';
import { toast } from '../../stores/toasts';
import { onSessionCompleted } from './sessionCompleted';
import { Button } from '../ui/Button';

type State = { kind: 'loading' } | { kind: 'failed'; reason: string | null } | { kind: 'ready'; status: CertificateStatus };

/** Saves the certificate as a self-contained HTML file (built on demand: the layout and saving code load only now). */
async function download(certificate: Certificate): Promise<void> {
  const [{ certificateDocument, certificateFileName }, { saveFile }] = await Promise.all([
    import('./certificateDocument'),
    import('../ui/saveFile'),
  ]);
  saveFile(new Blob([certificateDocument(certificate)], { type: 'text/html;charset=utf-8' }), certificateFileName(certificate.courseTitle));
}

export default function CertificatePanelView({ courseId, courseTitle }: { courseId: string; courseTitle: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const nameId = useId();

  const refresh = useCallback(() => setAttempt((value) => value + 1), []);
  useEffect(() => onSessionCompleted(courseId, refresh), [courseId, refresh]);

  useEffect(() => {
    let cancelled = false;
    certificateApi
      .status(courseId)
      .then((status) => !cancelled && setState({ kind: 'ready', status }))
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error(error);
        setState({ kind: 'failed', reason: unavailableReason(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [courseId, attempt]);

  async function getCertificate(status: CertificateStatus) {
    setBusy(true);
    setNameError(null);
    try {
      const certificate = status.certificate ?? (await certificateApi.issue(courseId, status.needsName ? name : undefined)).certificate;
      if (!status.certificate) setState({ kind: 'ready', status: { ...status, needsName: false, certificate } });
      await download(certificate);
      toast({ title: 'Download Started', message: 'Your certificate is on its way to your downloads.' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setNameError(error.message);
      else {
        console.error(error);
        toast({
          title: 'Download Failed',
          message: error instanceof ApiError ? error.message : 'I could not prepare your certificate. Please try again.',
          variant: 'destructive',
        });
        if (error instanceof ApiError && error.status === 409) refresh();
      }
    } finally {
      setBusy(false);
    }
  }

  if (state.kind === 'loading')
    return (
      <p className="certificate__status" role="status">
        Checking your progress...
      </p>
    );
  if (state.kind === 'failed')
    return (
      <div className="certificate__status">
        <p>I could not check your progress just now.{state.reason ? ` ${state.reason}` : ''}</p>
        <p>
          <Button
            variant="secondary"
            type="button"
            onClick={() => {
              setState({ kind: 'loading' });
              refresh();
            }}
          >
            Try again
          </Button>
        </p>
      </div>
    );

  const { status } = state;
  if (status.total === 0) return <p className="certificate__status">This course has no sessions yet.</p>;
  if (status.remaining > 0)
    return (
      <div className="certificate__status" aria-live="polite">
        <p className="certificate__to-go">
          <strong>{sessionsToGo(status.remaining)}</strong>
        </p>
        <p>
          You have completed {status.total - status.remaining} of {status.total} sessions of {courseTitle}. When every session is marked
          complete, I will have your certificate waiting for you here, with your name, the course and the date you finished.
        </p>
      </div>
    );

  const { certificate } = status;
  return (
    <div className="certificate__status" aria-live="polite">
      <p>You walked every step of this journey. Download your certificate and keep it somewhere you will see it.</p>
      {certificate && (
        <dl className="certificate__facts">
          <div>
            <dt>Name</dt>
            <dd>{certificate.fullName}</dd>
          </div>
          <div>
            <dt>Course</dt>
            <dd>{certificate.courseTitle}</dd>
          </div>
          <div>
            <dt>Completed</dt>
            <dd>{certificateDate(certificate.completedAt)}</dd>
          </div>
          <div>
            <dt>Code</dt>
            <dd>{formatCertificateCode(certificate.code)}</dd>
          </div>
        </dl>
      )}
      {!certificate && status.needsName && (
        <p className="certificate__name">
          <label htmlFor={nameId}>Your name as it should appear on your certificate</label>
          <input
            id={nameId}
            type="text"
            autoComplete="name"
            maxLength={120}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
          />
          {nameError && (
            <span id={`${nameId}-error`} className="certificate__error">
              {nameError}
            </span>
          )}
        </p>
      )}
      <p>
        <Button type="button" onClick={() => getCertificate(status)} disabled={busy} aria-busy={busy}>
          {busy ? 'Preparing your certificate...' : 'Download Certificate'}
        </Button>
      </p>
      <p className="certificate__note">
        Open it in your browser to print it or save it as a PDF: it fits one A4 page in landscape.
        {certificate && (
          <>
            {' '}
            Anyone you show it to can check it at <a href={certificatePath(certificate.code)}>{certificate.verifyUrl}</a>.
          </>
        )}
      </p>
    </div>
  );
}
