// GET /api/storage-image?path=session-images/... : serves an uploaded session image from file storage
// (the local folder or Cloud Storage) to any browser. Only the session-images/ folder, only images.
import { storageImageRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import * as z from 'zod';
import { SESSION_IMAGE_TYPES } from '../../src/lib/admin/admin';
import { HttpError } from '../../src/lib/http';
import { isPublicImagePath } from '../../src/lib/site/storageImage';
import { handlerFor } from '../lib/handler';
import { services } from '../lib/compose';

export const IMAGE_NOT_FOUND = 'Image not found';

const querySchema = z.object({ path: z.string().max(300).refine(isPublicImagePath, 'path must name a stored session image') });

export default handlerFor(storageImageRoute)({
  auth: 'public',
  query: querySchema,
  handle: async ({ query }) => {
    const file = await services().storage.get(query.path);
    if (!file || !(SESSION_IMAGE_TYPES as readonly string[]).includes(file.contentType)) throw new HttpError(404, IMAGE_NOT_FOUND);
    return new Response(new Uint8Array(file.bytes), {
      status: 200,
      headers: {
        'content-type': file.contentType,
        'content-length': String(file.bytes.byteLength),
        // Each upload gets a new name, so a stored image never changes.
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      },
    });
  },
});

export const config: Config = { path: '/api/storage-image' };
