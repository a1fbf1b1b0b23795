// Escapes text for HTML element content and quoted attribute values. Pure: no imports.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** Escaped text with its line breaks kept as <br> (for multi-line messages in e-mails). */
export function escapeHtmlWithBreaks(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>\n');
}
