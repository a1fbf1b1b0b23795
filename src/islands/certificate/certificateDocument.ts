// The certificate itself: one self-contained HTML document (inline CSS, no scripts, no outside files) laid out
// on exactly one A4 landscape page, to open in any browser and print or save as a PDF. Pure: a string out.
import { certificateDate, formatCertificateCode, type Certificate } from '../../lib/learning/certificate';
import { escapeHtml } from '../../lib/text/escapeHtml';
import { slugOf } from '../../lib/text/slug';

/** Long names and titles get a smaller type size so they stay on their line and the page stays one page. */
function sizeFor(text: string, sizes: Array<[maxLength: number, pt: number]>, smallest: number): number {
  return sizes.find(([maxLength]) => text.length <= maxLength)?.[1] ?? smallest;
}

/** A file name from the course title, e.g. "certificate-the-animal-that-walks-with-you.html". */
export function certificateFileName(courseTitle: string): string {
  return `certificate-${slugOf(courseTitle, 60) || 'of-completion'}.html`;
}

export function certificateDocument(certificate: Certificate): string {
  const e = escapeHtml;
  const date = certificateDate(certificate.completedAt);
  const nameSize = sizeFor(
    certificate.fullName,
    [
      [24, 40],
      [36, 32],
      [54, 24],
    ],
    18,
  );
  const courseSize = sizeFor(
    certificate.courseTitle,
    [
      [32, 24],
      [56, 19],
      [90, 15],
    ],
    12,
  );
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Certificate of Completion: ${e(certificate.courseTitle)} | ${e(certificate.fullName)}</title>
<style>
  @page { size: A4 landscape; margin: 0; }
  * { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; background: #e9e2da; color: #2b211c; }
  body { font-family: 'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Times New Roman', serif; }
  .hint { font-family: system-ui, sans-serif; font-size: 14px; text-align: center; margin: 12px auto; max-width: 297mm; }
  .sheet {
    width: 297mm; height: 210mm; margin: 0 auto 24px; padding: 12mm; background: #fffdf9; overflow: hidden;
    print-color-adjust: exact; -webkit-print-color-adjust: exact;
  }
  .frame {
    height: 100%; border: 2.5pt solid #a63f00; outline: 0.75pt solid #a63f00; outline-offset: -5pt;
    padding: 12mm 20mm 10mm; display: flex; flex-direction: column; align-items: center; text-align: center;
  }
  .brand { font-size: 13pt; letter-spacing: 0.18em; text-transform: uppercase; color: #a63f00; margin: 0; }
  h1 { font-size: 34pt; font-weight: 400; letter-spacing: 0.04em; margin: 7mm 0 0; }
  .lead { font-size: 13pt; font-style: italic; color: #5f524a; margin: 8mm 0 0; }
  .name { font-size: ${nameSize}pt; margin: 3mm 0 0; padding: 0 6mm 2mm; border-bottom: 1pt solid #d9c6b5; overflow-wrap: anywhere; max-width: 100%; }
  .course { font-size: ${courseSize}pt; font-weight: 700; margin: 3mm 0 0; overflow-wrap: anywhere; max-width: 100%; }
  .date { font-size: 13pt; margin: 5mm 0 0; }
  .wish { font-size: 12pt; font-style: italic; color: #5f524a; margin: 7mm 0 0; }
  .foot { margin-top: auto; width: 100%; display: flex; justify-content: space-between; align-items: flex-end; gap: 12mm; text-align: left; }
  .signature { min-width: 70mm; }
  .signature .by { font-size: 18pt; font-style: italic; margin: 0; }
  .signature .role { font-size: 10pt; border-top: 0.75pt solid #2b211c; padding-top: 1.5mm; margin: 1mm 0 0; color: #5f524a; }
  .verify { font-family: system-ui, sans-serif; font-size: 9pt; color: #5f524a; text-align: right; margin: 0; }
  .verify strong { font-size: 12pt; letter-spacing: 0.12em; color: #2b211c; }
  @media print { html, body { background: none; } .hint { display: none; } .sheet { margin: 0; } }
</style>
</head>
<body>
<p class="hint">To print it or save it as a PDF, use your browser's Print and choose A4, landscape. It fits one page.</p>
<main class="sheet">
  <div class="frame">
    <p class="brand">${e(certificate.brandName)}</p>
    <h1>Certificate of Completion</h1>
    <p class="lead">This certifies that</p>
    <p class="name">${e(certificate.fullName)}</p>
    <p class="lead">has completed every session of the online course</p>
    <p class="course">${e(certificate.courseTitle)}</p>
    <p class="date">Completed on <time datetime="${e(certificate.completedAt)}">${e(date)}</time></p>
    <p class="wish">With my warm congratulations on every step of the path you have walked.</p>
    <div class="foot">
      <div class="signature">
        <p class="by">${e(certificate.practitionerName)}</p>
        <p class="role">${e(certificate.practitionerName)}, practitioner and course teacher</p>
      </div>
      <p class="verify">Certificate code <strong>${e(formatCertificateCode(certificate.code))}</strong><br>Check it at ${e(certificate.verifyUrl)}</p>
    </div>
  </div>
</main>
</body>
</html>
`;
}
