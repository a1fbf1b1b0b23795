// Uploaded session images (spec 2.13): a data URL whose bytes really are an allowed image, at most 5 MB,
// or an image address that is an http(s) URL or a site path. Pure: shared by the admin island and the server.
import { MAX_SESSION_IMAGE_BYTES, SESSION_IMAGE_TYPES } from './admin';

export type SessionImageType = (typeof SESSION_IMAGE_TYPES)[number];

export const IMAGE_EXTENSIONS: Record<SessionImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

export const NOT_AN_IMAGE = 'The file must be a JPEG, PNG, WebP, GIF or AVIF image';
export const IMAGE_TOO_LARGE = 'The image must be 5 MB or smaller';
export const BAD_DATA_URL = 'The uploaded file could not be read';
export const BAD_IMAGE_URL = 'The image address must start with http://, https:// or /';

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

/** The image type the file's first bytes show (its "magic number"), whatever its name or declared type says. */
export function sniffImageType(bytes: Uint8Array): SessionImageType | null {
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    ascii(bytes, 1, 3) === 'PNG' &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  ) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 4) === 'ftyp') {
    // ISO-BMFF: the major brand, then (after the minor version) the compatible brands of the ftyp box.
    const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length, 256);
    const brands = [ascii(bytes, 8, 4)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, 4));
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'image/avif';
  }
  return null;
}

function decodeBase64(text: string): Uint8Array | null {
  const clean = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return null;
  try {
    const binary = atob(clean);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

export type DecodedImage = { bytes: Uint8Array; contentType: SessionImageType; extension: string };

/** Decodes `data:image/...;base64,...` and checks it; returns the image or the message to show. */
export function decodeImageDataUrl(dataUrl: string, maxBytes = MAX_SESSION_IMAGE_BYTES): DecodedImage | { error: string } {
  const match = /^data:([^;,]*)((?:;[^;,]*)*);base64,(.*)$/s.exec(dataUrl.trim());
  if (!match) return { error: BAD_DATA_URL };
  // A quick size bound before decoding: base64 carries 3 bytes per 4 characters.
  if (Math.floor((match[3]!.replace(/\s+/g, '').length * 3) / 4) > maxBytes + 2) return { error: IMAGE_TOO_LARGE };
  const bytes = decodeBase64(match[3]!);
  if (!bytes || bytes.length === 0) return { error: BAD_DATA_URL };
  if (bytes.length > maxBytes) return { error: IMAGE_TOO_LARGE };
  const contentType = sniffImageType(bytes);
  if (!contentType || !(SESSION_IMAGE_TYPES as readonly string[]).includes(contentType)) return { error: NOT_AN_IMAGE };
  return { bytes, contentType, extension: IMAGE_EXTENSIONS[contentType] };
}

/** An image address an admin may set: an absolute http(s) URL, or a path on this site ("/images/x.webp"). */
export function isAllowedImageUrl(value: string): boolean {
  const text = value.trim();
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!text || /[\s\\]/.test(text) || /[\u0000-\u001f\u007f]/.test(text)) return false;
  if (text.startsWith('/')) return !text.startsWith('//');
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}
