// A new picture from the course builder's forms (a course's or a session's): an uploaded data URL (its bytes must
// really be an image of at most 5 MB; stored through the storage interface, served by /api/storage-image) or an
// image address. Checking is apart from storing, so a request is refused before anything is written.
import { MAX_SESSION_IMAGE_BYTES } from '../../../src/lib/admin/admin';
import { HttpError } from '../../../src/lib/http';
import { BAD_IMAGE_URL, decodeImageDataUrl, isAllowedImageUrl } from '../../../src/lib/admin/imageUpload';
import { publicImagePath, storageImageUrl } from '../../../src/lib/site/storageImage';
import { services } from '../compose';

/** The request body limit of a form that may carry a picture: a 5 MB picture as base64 text, plus the JSON around it. */
export const MAX_BODY_WITH_PICTURE = Math.ceil((MAX_SESSION_IMAGE_BYTES * 4) / 3) + 32 * 1024;

export type CheckedPicture =
  { kind: 'none' } | { kind: 'address'; imageUrl: string } | { kind: 'upload'; bytes: Uint8Array; contentType: string; extension: string };

/** A form's picture fields: an upload or an address (the schemas allow one of them at most). */
export type PictureFields = { imageDataUrl?: string; imageUrl?: string };

/** Validates the picture fields; a 400 with the reason when they cannot be used. */
export function checkPicture(body: PictureFields): CheckedPicture {
  if (body.imageDataUrl) {
    const image = decodeImageDataUrl(body.imageDataUrl);
    if ('error' in image) throw new HttpError(400, image.error, { code: 'image_rejected' });
    return { kind: 'upload', bytes: image.bytes, contentType: image.contentType, extension: image.extension };
  }
  if (body.imageUrl) {
    const url = body.imageUrl.trim();
    if (!isAllowedImageUrl(url)) throw new HttpError(400, BAD_IMAGE_URL, { code: 'image_rejected' });
    return { kind: 'address', imageUrl: url };
  }
  return { kind: 'none' };
}

/**
 * Stores an upload under `name` (a session's id; for a course, `course-` and its name) and gives the address to
 * save; undefined keeps the current picture.
 */
export async function storePicture(name: string, picture: CheckedPicture, now = Date.now()): Promise<string | undefined> {
  if (picture.kind === 'none') return undefined;
  if (picture.kind === 'address') return picture.imageUrl;
  const path = publicImagePath(name, now, picture.extension);
  await services().storage.put(path, picture.bytes, picture.contentType);
  return storageImageUrl(path);
}
