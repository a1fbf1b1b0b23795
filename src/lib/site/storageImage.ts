// Public images kept in file storage (uploaded session images), served by GET /api/storage-image?path=...
// Only this folder is served: everything else in storage (audio, private files) stays private. Pure.

export const STORAGE_IMAGE_ENDPOINT = '/api/storage-image';

/** A stored public image's path: session-images/<id>-<timestamp>.<image extension>. */
export const PUBLIC_IMAGE_PATH = /^session-images\/[A-Za-z0-9_-]{1,200}-\d{10,16}\.(?:jpg|png|webp|gif|avif)$/;

/** Where an uploaded picture is stored: `name` is a record id (a session id, or `course-<id>`), `now` the upload time. */
export function publicImagePath(name: string, now: number, extension: string): string {
  return `session-images/${name}-${now}.${extension}`;
}

export function isPublicImagePath(path: string): boolean {
  return PUBLIC_IMAGE_PATH.test(path);
}

/** The site-relative address a browser loads the stored image from. */
export function storageImageUrl(path: string): string {
  return `${STORAGE_IMAGE_ENDPOINT}?path=${encodeURIComponent(path)}`;
}
