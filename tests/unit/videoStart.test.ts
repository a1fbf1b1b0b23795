import { describe, expect, it } from 'vitest';
import { videoUrlAt } from '../../src/lib/learning/videoStart';

describe('video start time', () => {
  const vimeo = 'https://player.vimeo.com/video/76979871?autoplay=0&title=0&byline=0&portrait=0';

  it('starts a Vimeo player at the second given (its #t= fragment)', () => {
    const url = videoUrlAt(vimeo, 125.8);
    expect(url).toBe(`${vimeo}#t=125s`);
  });

  it('starts a YouTube embed with its start parameter, keeping the others', () => {
    const url = videoUrlAt('https://www.youtube-nocookie.com/embed/abc123?rel=0', 90);
    expect(new URL(url).searchParams.get('rel')).toBe('0');
    expect(new URL(url).searchParams.get('start')).toBe('90');
  });

  it('leaves the address alone at the start, for unknown players and for nonsense', () => {
    expect(videoUrlAt(vimeo, 0)).toBe(vimeo);
    expect(videoUrlAt(vimeo, Number.NaN)).toBe(vimeo);
    expect(videoUrlAt('https://example.com/video.mp4', 30)).toBe('https://example.com/video.mp4');
    expect(videoUrlAt('not a url', 30)).toBe('not a url');
  });
});
