// Session video addresses (spec 5): a Vimeo page address or a bare id becomes the embeddable player
// address with autoplay off and title, byline and portrait hidden; a player address is kept; anything
// else gives no video. Pure, no imports.

export const VIMEO_PLAYER_PARAMS = 'autoplay=0&title=0&byline=0&portrait=0';

export function vimeoPlayerUrl(id: string): string {
  return `https://player.vimeo.com/video/${id}?${VIMEO_PLAYER_PARAMS}`;
}

export function normaliseVideoUrl(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const value = input.trim();
  if (!value) return null;
  if (/^\d{1,20}$/.test(value)) return vimeoPlayerUrl(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (host === 'player.vimeo.com') {
    if (!/^\/video\/\d+\/?$/.test(url.pathname)) return null;
    url.protocol = 'https:';
    return url.toString();
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com') {
    const match = /^\/(?:video\/)?(\d+)(?:\/|$)/.exec(url.pathname);
    return match ? vimeoPlayerUrl(match[1]!) : null;
  }
  return null;
}
