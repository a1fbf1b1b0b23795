// The local server's answer to a signed file address (localSignedUrls.ts), playing Cloud Storage's part: the seal
// and the time are checked, then the file is streamed from the local folder, whole (200) or the one byte range asked
// (206), so a player seeks in a long recording without loading it all. Served by `npm start` and `npm run serve`
// (scripts/lib/local-functions.mjs), never deployed: no function reads these bytes.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { byteRange, contentRange, type ByteRange } from '../../../../src/lib/byteRange';
import { signedReadDisposition } from './fileStorage';
import { localContentType, localFilePath, receiveLocalUpload } from './local';
import { checkLocalFileUrl, checkLocalUploadUrl } from './localSignedUrls';
import { services } from '../../compose';
import { serverEnv } from '../../env';

export const LINK_EXPIRED = 'This link to the file has expired: open the page again for a new one.';
export const LINK_INVALID = 'This link to the file is not valid.';
export const FILE_GONE = 'The file is no longer stored.';
export const UPLOAD_EXPIRED = 'This upload address has expired: choose the file again for a new one.';
export const UPLOAD_INVALID = 'This upload address is not valid.';
export const uploadTooLarge = (maxBytes: number) => `The file is larger than the ${maxBytes} bytes this upload allows. Nothing was stored.`;
export const uploadWrongType = (contentType: string) => `This upload takes only a file of type ${contentType}. Nothing was stored.`;

const METHODS = 'GET, HEAD, PUT';

function words(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers },
  });
}

/** Answers one request for a signed address of the local storage folder `dir`. */
export async function serveLocalSignedFile(request: Request, dir: string, now = Date.now()): Promise<Response> {
  if (request.method === 'PUT') return receiveSignedUpload(request, dir, now);
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return words(405, `Method ${request.method} is not allowed here. Use GET, HEAD or PUT.`, { allow: METHODS });
  const grant = await checkLocalFileUrl(dir, new URL(request.url), now);
  if (!grant.ok) return words(403, grant.reason === 'expired' ? LINK_EXPIRED : LINK_INVALID);

  const file = localFilePath(dir, grant.path);
  let size: number;
  let modified: Date;
  try {
    const found = await stat(file);
    if (!found.isFile()) return words(404, FILE_GONE);
    ({ size, mtime: modified } = found);
  } catch (error) {
    if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') return words(404, FILE_GONE);
    throw error;
  }
  const etag = `"${size.toString(36)}-${Math.floor(modified.getTime()).toString(36)}"`;
  const headers: Record<string, string> = {
    'content-type': await localContentType(dir, grant.path),
    'content-disposition': signedReadDisposition(grant.downloadName),
    'accept-ranges': 'bytes',
    etag,
    'last-modified': modified.toUTCString(),
    // Paid content for one person: no shared cache keeps it.
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  };

  // If-Range: a range of the file the browser already holds part of, only if that file is still the same one.
  const ifRange = request.headers.get('if-range');
  const sameFile = !ifRange || ifRange === etag || ifRange === headers['last-modified'];
  const range = sameFile ? byteRange(request.headers.get('range'), size) : 'whole';
  if (range === 'unsatisfiable')
    return words(416, `The range asked for is outside the file (${size} bytes).`, { 'content-range': contentRange(null, size) });
  const part: ByteRange | null = range === 'whole' ? null : range;
  const length = part ? part.end - part.start + 1 : size;
  headers['content-length'] = String(length);
  if (part) headers['content-range'] = contentRange(part, size);
  const body =
    request.method === 'HEAD' || length === 0
      ? null
      : (Readable.toWeb(createReadStream(file, part ? { start: part.start, end: part.end } : {})) as ReadableStream<Uint8Array>);
  return new Response(body, { status: part ? 206 : 200, headers });
}

/**
 * A PUT to a signed upload address (Cloud Storage's signed write): the seal and time (403), the content type it was
 * signed for (415), the size it allows (413, from Content-Length before reading, and while the body streams in);
 * 201 for a new file, 200 for one replaced. Refused uploads store nothing.
 */
async function receiveSignedUpload(request: Request, dir: string, now: number): Promise<Response> {
  const refuse = async (status: number, text: string) => {
    await request.body?.cancel().catch(() => undefined);
    return words(status, text, { connection: 'close' });
  };
  const grant = await checkLocalUploadUrl(dir, new URL(request.url), now);
  if (!grant.ok) return refuse(403, grant.reason === 'expired' ? UPLOAD_EXPIRED : UPLOAD_INVALID);
  const sent = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (sent !== grant.contentType) return refuse(415, uploadWrongType(grant.contentType));
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > grant.maxBytes) return refuse(413, uploadTooLarge(grant.maxBytes));
  const result = await receiveLocalUpload(dir, grant.path, grant.contentType, request.body, grant.maxBytes);
  if (result === 'too-large') return refuse(413, uploadTooLarge(grant.maxBytes));
  return words(result.stored === 'created' ? 201 : 200, `Stored ${result.bytes} bytes.`);
}

/** The local server's entry: this process's storage folder, and nothing at all when files live in Cloud Storage. */
export function answerLocalFileRequest(request: Request): Promise<Response> {
  if (services().storage.mode !== 'local') return Promise.resolve(words(404, FILE_GONE));
  return serveLocalSignedFile(request, serverEnv().storageDir);
}
