// Text the site can store and show: well-formed Unicode (no lone UTF-16 surrogates, which Firestore and
// the mail APIs reject with an internal error) and no control characters except newline and tab (a CR is
// accepted only as part of a CRLF line break, which browsers send for textareas). Pure: no imports, so the
// contact page's script and the zod schemas share it.

// C0 controls except tab (09) and newline (0A), DEL, C1 controls, and a CR not followed by a newline.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/;

function isWellFormed(text: string): boolean {
  // String.prototype.isWellFormed (ES2024), with the same test spelled out for older engines.
  const native = (text as { isWellFormed?: () => boolean }).isWellFormed;
  if (typeof native === 'function') return native.call(text);
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/** Why `text` cannot be stored under `label`, or null when it can. */
export function unstorableTextMessage(label: string, text: string): string | null {
  if (!isWellFormed(text)) return `${label} contains characters that cannot be stored (broken Unicode). Please retype it.`;
  if (CONTROL_CHARACTER.test(text)) return `${label} contains control characters. Please remove them and try again.`;
  return null;
}
