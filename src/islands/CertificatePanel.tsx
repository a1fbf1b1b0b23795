// The certificate section of a course's last lesson (contract C3). First version: today's static content.
export default function CertificatePanel({ courseTitle }: { courseId: string; courseTitle: string }) {
  return (
    <div className="certificate">
      <h2>DOWNLOAD YOUR CERTIFICATE OF COMPLETION</h2>
      <p>You walked every step of this journey. Download your certificate and keep it somewhere you will see it.</p>
      <img src="/certificate-of-completion.svg" alt={`Certificate of completion for ${courseTitle}`} width={1200} height={850} loading="lazy" />
      <p>
        <a className="btn" href="/certificate-of-completion.svg" download="certificate-of-completion.svg">
          Download Certificate
        </a>
      </p>
    </div>
  );
}
