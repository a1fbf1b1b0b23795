// POST /api/admin/session-image (spec 2.13 'Edit Session'): a session's image, either an uploaded file
// (a data URL whose bytes must really be a JPEG, PNG, WebP, GIF or AVIF image of at most 5 MB, stored
// through the storage interface and served by /api/storage-image) or an http(s) URL or site path.
import { adminSessionImageRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { MAX_SESSION_IMAGE_BYTES, sessionImageSchema } from '../../src/lib/admin';
import { HttpError } from '../../src/lib/http';
import { BAD_IMAGE_URL, decodeImageDataUrl, isAllowedImageUrl } from '../../src/lib/imageUpload';
import { publicImagePath, storageImageUrl } from '../../src/lib/storageImage';
import { handlerFor } from '../lib/handler';
import { getAdminSession, setSessionImage } from '../lib/admin/adminSessions';
import { services } from '../lib/compose';

export const SESSION_NOT_FOUND = 'Session not found';

export default handlerFor(adminSessionImageRoute)({
  auth: 'admin',
  body: sessionImageSchema,
  // A 5 MB file as base64 text, plus the JSON around it.
  maxBodyBytes: Math.ceil((MAX_SESSION_IMAGE_BYTES * 4) / 3) + 16 * 1024,
  handle: async ({ body }) => {
    // Everything is checked before anything is stored or written.
    let imageUrl: string;
    let upload: { path: string; bytes: Uint8Array; contentType: string } | null = null;
    if (body.imageDataUrl) {
      const image = decodeImageDataUrl(body.imageDataUrl);
      if ('error' in image) throw new HttpError(400, image.error, { code: 'image_rejected' });
      const path = publicImagePath(body.sessionId, Date.now(), image.extension);
      upload = { path, bytes: image.bytes, contentType: image.contentType };
      imageUrl = storageImageUrl(path);
    } else {
      const url = body.imageUrl!.trim();
      if (!isAllowedImageUrl(url)) throw new HttpError(400, BAD_IMAGE_URL, { code: 'image_rejected' });
      imageUrl = url;
    }
    if (!(await getAdminSession(body.sessionId))) throw new HttpError(404, SESSION_NOT_FOUND);
    if (upload) await services().storage.put(upload.path, upload.bytes, upload.contentType);
    if (!(await setSessionImage(body.sessionId, imageUrl))) throw new HttpError(404, SESSION_NOT_FOUND);
    return { session: (await getAdminSession(body.sessionId))! };
  },
});

export const config: Config = { path: '/api/admin/session-image' };
