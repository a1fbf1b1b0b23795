// Pure admin helpers: course slugs, uploaded-image checks, stored-image addresses, the password set-up link.
import { describe, expect, it } from 'vitest';
import { MAX_SESSION_IMAGE_BYTES } from '../../src/lib/admin/admin';
import {
  BAD_DATA_URL,
  IMAGE_TOO_LARGE,
  NOT_AN_IMAGE,
  decodeImageDataUrl,
  isAllowedImageUrl,
  sniffImageType,
} from '../../src/lib/admin/imageUpload';
import { oobCodeFromActionLink, passwordSetupUrl } from '../../src/lib/account/passwordSetupLink';
import { slugCandidate, slugify, slugOf } from '../../src/lib/text/slug';
import { isPublicImagePath, publicImagePath, storageImageUrl } from '../../src/lib/site/storageImage';

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

describe('slugify', () => {
  it('turns a title into a lowercase, dash-separated id', () => {
    expect(slugify('Quantum Alchemy Breathwork')).toBe('quantum-alchemy-breathwork');
    expect(slugify('  Café Calm & Clarity!  ')).toBe('cafe-calm-and-clarity');
    expect(slugify('Sleep -- deeply (part 2)')).toBe('sleep-deeply-part-2');
  });
  it('falls back when nothing usable is left, and keeps ids short', () => {
    expect(slugify('!!! ???')).toBe('course');
    expect(slugify('☀️')).toBe('course');
    expect(slugify('a'.repeat(200))).toHaveLength(80);
  });
  it('shares its one slug rule with file names (no fallback, their own length, no dash left at the cut)', () => {
    expect(slugOf('Énergie & Souffle!')).toBe('energie-souffle');
    expect(slugOf('!!!')).toBe('');
    expect(slugOf('calm breath', 5)).toBe('calm');
  });
  it('numbers further candidates', () => {
    expect([1, 2, 3].map((n) => slugCandidate('calm', n))).toEqual(['calm', 'calm-2', 'calm-3']);
    expect(slugCandidate('a'.repeat(80), 12)).toBe(`${'a'.repeat(77)}-12`);
  });
});

describe('uploaded images', () => {
  it('recognises images by their first bytes', () => {
    expect(sniffImageType(PNG_1PX)).toBe('image/png');
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a....'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    const avif = new Uint8Array([
      0,
      0,
      0,
      28,
      ...new TextEncoder().encode('ftypavif'),
      0,
      0,
      0,
      0,
      ...new TextEncoder().encode('avifmif1miaf'),
    ]);
    expect(sniffImageType(avif)).toBe('image/avif');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });

  it('decodes a data URL of a real image, whatever type it claims', () => {
    const png = decodeImageDataUrl(dataUrl('image/png', PNG_1PX));
    expect(png).toMatchObject({ contentType: 'image/png', extension: 'png' });
    expect(Buffer.from((png as { bytes: Uint8Array }).bytes)).toEqual(PNG_1PX);
    expect(decodeImageDataUrl(dataUrl('image/jpeg', PNG_1PX))).toMatchObject({ contentType: 'image/png' });
  });

  it('refuses what is not an allowed image, too big or unreadable', () => {
    expect(decodeImageDataUrl(dataUrl('image/png', new TextEncoder().encode('<html>hi</html>')))).toEqual({ error: NOT_AN_IMAGE });
    expect(decodeImageDataUrl(dataUrl('image/svg+xml', new TextEncoder().encode('<svg/>')))).toEqual({ error: NOT_AN_IMAGE });
    const big = new Uint8Array(MAX_SESSION_IMAGE_BYTES + 1);
    big.set(PNG_1PX);
    expect(decodeImageDataUrl(dataUrl('image/png', big))).toEqual({ error: IMAGE_TOO_LARGE });
    const exactly = new Uint8Array(MAX_SESSION_IMAGE_BYTES);
    exactly.set(PNG_1PX);
    expect(decodeImageDataUrl(dataUrl('image/png', exactly))).toMatchObject({ contentType: 'image/png' });
    expect(decodeImageDataUrl('not a data url')).toEqual({ error: BAD_DATA_URL });
    expect(decodeImageDataUrl('data:image/png;base64,@@@@')).toEqual({ error: BAD_DATA_URL });
    expect(decodeImageDataUrl('data:image/png,rawtext')).toEqual({ error: BAD_DATA_URL });
  });

  it('accepts http(s) URLs and site paths only', () => {
    for (const ok of ['https://cdn.example.com/a.jpg', 'http://example.com/x.png', '/images/courses/x.webp'])
      expect(isAllowedImageUrl(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/x.png',
      'images/x.png',
      'ftp://x/y.png',
      '/a b.png',
      '',
    ]) {
      expect(isAllowedImageUrl(bad), bad).toBe(false);
    }
  });

  it('serves stored images from the session-images folder only', () => {
    expect(isPublicImagePath('session-images/quantum-alchemy-breathwork-1-1763800000000.png')).toBe(true);
    for (const name of ['quantum-alchemy-breathwork-1', 'course-quantum-alchemy-breathwork']) {
      const path = publicImagePath(name, 1763800000000, 'webp');
      expect(path).toBe(`session-images/${name}-1763800000000.webp`);
      expect(isPublicImagePath(path), path).toBe(true);
    }
    expect(storageImageUrl('session-images/s-1-1763800000000.png')).toBe('/api/storage-image?path=session-images%2Fs-1-1763800000000.png');
    for (const bad of ['audio/x.mp3', 'session-images/../audio/x.mp3', 'session-images/x.svg', 'session-images/a/b-1763800000000.png']) {
      expect(isPublicImagePath(bad), bad).toBe(false);
    }
  });
});

describe('password set-up link', () => {
  const emulatorLink =
    'http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=en&oobCode=abc-DEF_123&apiKey=fake-api-key&continueUrl=http%3A%2F%2Flocalhost%3A4321%2Fauth';
  const hostedLink =
    'https://demo.firebaseapp.com/__/auth/action?mode=resetPassword&oobCode=XYZ987&apiKey=k&continueUrl=https%3A%2F%2Fsite.example%2Fauth&lang=en';

  it('takes the one-time code from Firebase links (emulator and hosted)', () => {
    expect(oobCodeFromActionLink(emulatorLink)).toBe('abc-DEF_123');
    expect(oobCodeFromActionLink(hostedLink)).toBe('XYZ987');
    expect(oobCodeFromActionLink(`https://x.page.link/?link=${encodeURIComponent(hostedLink)}`)).toBe('XYZ987');
    expect(oobCodeFromActionLink('https://example.com/no-code')).toBeNull();
    expect(oobCodeFromActionLink('not a url')).toBeNull();
  });

  it("points at this site's set-up page with the code and the e-mail", () => {
    const url = new URL(passwordSetupUrl('https://site.example', emulatorLink, 'new+one@example.com')!);
    expect(url.origin + url.pathname).toBe('https://site.example/auth/set-password');
    expect(Object.fromEntries(url.searchParams)).toEqual({ oobCode: 'abc-DEF_123', email: 'new+one@example.com' });
    expect(passwordSetupUrl('https://site.example', 'https://example.com/', 'a@example.com')).toBeNull();
  });
});
