// Saves a Blob the browser already holds as a download under the given file name (audio, certificate,
// "Download my data", CSV exports): one hidden link, clicked once.
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released a minute later: the browser may start reading the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
