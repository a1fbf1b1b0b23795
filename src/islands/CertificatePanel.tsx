// The certificate section of a course's last lesson (contract C3). The heading shows at once; the
// body (progress check, download, the certificate layout) loads only here, so the session page's other
// lessons carry none of it.
import { lazy, Suspense } from 'react';
import './certificate/certificatePanel.css';

const CertificatePanelView = lazy(() => import('./certificate/CertificatePanelView'));

export default function CertificatePanel({ courseId, courseTitle }: { courseId: string; courseTitle: string }) {
  return (
    <section className="warm-panel certificate" aria-labelledby="certificate-heading">
      <h2 id="certificate-heading">DOWNLOAD YOUR CERTIFICATE OF COMPLETION</h2>
      <Suspense
        fallback={
          <p className="certificate__status" role="status">
            Checking your progress...
          </p>
        }
      >
        <CertificatePanelView courseId={courseId} courseTitle={courseTitle} />
      </Suspense>
    </section>
  );
}
