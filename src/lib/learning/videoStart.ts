// A player address that starts at a given second, so a learner resumes where they left off. Vimeo takes the
// start as a `#t=` fragment, YouTube as a `start` query parameter; other addresses are returned unchanged.
// Pure, no imports.

export function videoUrlAt(url: string, seconds: number): string {
  const start = Math.floor(seconds);
  if (!Number.isFinite(start) || start <= 0) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const host = parsed.hostname.toLowerCase();
  if (host === 'player.vimeo.com') {
    parsed.hash = `t=${start}s`;
    return parsed.toString();
  }
  if (/(^|\.)youtube(-nocookie)?\.com$/.test(host) && parsed.pathname.startsWith('/embed/')) {
    parsed.searchParams.set('start', String(start));
    return parsed.toString();
  }
  return url;
}
