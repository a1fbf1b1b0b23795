// Local file storage's stand-in for Cloud Storage's V4 signed URLs, under the same rules: an address on the local
// server that names one stored file, says until when it works (at most MAX_SIGNED_URL_SECONDS) and whether it is a
// download, sealed with an HMAC-SHA256 whose key is kept beside the files. Only the holder of the key can make or
// alter one; the local server (localSignedFiles.ts) checks it on every request.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { sep } from 'node:path';
import {
  checkSignedReadOptions,
  checkSignedUploadOptions,
  checkStoragePath,
  MAX_SIGNED_URL_SECONDS,
  type SignedRead,
  type SignedReadOptions,
  type SignedUpload,
  type SignedUploadOptions,
} from './fileStorage';

/** Where the local server answers signed file addresses: outside /api, as Cloud Storage is outside the functions. */
export const LOCAL_FILES_PREFIX = '/local-files/';

// A dot name: no storage path can reach it (checkStoragePath refuses dot segments).
const KEY_FILE = '.signing-key';
const keys = new Map<string, Promise<Buffer>>();

function isCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === code;
}

/**
 * The storage folder's signing key, made on first use: random, never leaves the machine, shared by every process
 * serving that folder (`npm start`'s functions and its server, a second `npm run serve`).
 */
function signingKey(root: string): Promise<Buffer> {
  let key = keys.get(root);
  if (!key) {
    key = loadOrCreateKey(root).catch((error: unknown) => {
      keys.delete(root);
      throw error;
    });
    keys.set(root, key);
  }
  return key;
}

async function loadOrCreateKey(root: string): Promise<Buffer> {
  // Not path.resolve: the function bundler's file tracer reads resolve(<unknown>, '.x') as a glob of the project.
  const file = [root, KEY_FILE].join(sep);
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error;
  }
  await mkdir(root, { recursive: true });
  // Written aside, then linked into place: two processes starting at once end up with the same key.
  const temporary = `${file}.${randomUUID().slice(0, 8)}.partial`;
  await writeFile(temporary, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
  } finally {
    await unlink(temporary);
  }
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
}

function seal(key: Buffer, path: string, expires: number, downloadName: string): string {
  return createHmac('sha256', key)
    .update(['local-files-v1', path, String(expires), downloadName].join('\n'))
    .digest('base64url');
}

/** A signed, site-relative address of the file at `path` in the folder `root` (the caller knows the file exists). */
export async function signLocalFileUrl(root: string, path: string, options: SignedReadOptions, now = Date.now()): Promise<SignedRead> {
  const { expiresInSeconds, downloadName } = checkSignedReadOptions(options);
  const expires = Math.floor(now / 1000) + expiresInSeconds;
  const query = new URLSearchParams({ expires: String(expires) });
  if (downloadName) query.set('download', downloadName);
  query.set('signature', seal(await signingKey(root), checkStoragePath(path), expires, downloadName ?? ''));
  const address = checkStoragePath(path).split('/').map(encodeURIComponent).join('/');
  return { url: `${LOCAL_FILES_PREFIX}${address}?${query}`, expiresAt: new Date(expires * 1000) };
}

export type LocalFileGrant =
  { ok: true; path: string; downloadName?: string; expiresAt: Date } | { ok: false; reason: 'expired' | 'invalid' };

/** The storage path a /local-files/ address names, or null when it names none (a bad escape, `..`, a reserved name). */
function storagePathOf(url: URL): string | null {
  try {
    return checkStoragePath(url.pathname.slice(LOCAL_FILES_PREFIX.length).split('/').map(decodeURIComponent).join('/'));
  } catch {
    return null;
  }
}

/** What a signed address allows, checked: its seal first (a forged address is invalid, expired or not), then its time. */
export async function checkLocalFileUrl(root: string, url: URL, now = Date.now()): Promise<LocalFileGrant> {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (!url.pathname.startsWith(LOCAL_FILES_PREFIX)) return invalid;
  const path = storagePathOf(url);
  if (path === null) return invalid;
  const expiresText = url.searchParams.get('expires') ?? '';
  const expires = Number(expiresText);
  const downloadName = url.searchParams.get('download') ?? '';
  const signature = Buffer.from(url.searchParams.get('signature') ?? '', 'base64url');
  if (!/^\d{1,12}$/.test(expiresText)) return invalid;
  const expected = Buffer.from(seal(await signingKey(root), path, expires, downloadName), 'base64url');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return invalid;
  // Sealed here but for longer than any address may live: a key that leaked, or a clock that jumped; refused.
  if (expires * 1000 - now > MAX_SIGNED_URL_SECONDS * 1000 + 60_000) return invalid;
  if (expires * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, path, ...(downloadName ? { downloadName } : {}), expiresAt: new Date(expires * 1000) };
}

// An upload's seal binds what Cloud Storage's signed PUT binds: the path, the time, the content type, and the size
// allowed (Cloud Storage's x-goog-content-length-range). Its own label, so a read address never works as an upload.
function sealUpload(key: Buffer, path: string, expires: number, contentType: string, maxBytes: number): string {
  return createHmac('sha256', key)
    .update(['local-upload-v1', path, String(expires), contentType, String(maxBytes)].join('\n'))
    .digest('base64url');
}

/** A signed, site-relative address the browser PUTs one file to, into the folder `root` at `path`. */
export async function signLocalUploadUrl(
  root: string,
  path: string,
  options: SignedUploadOptions,
  now = Date.now(),
): Promise<SignedUpload> {
  const { contentType, maxBytes, expiresInSeconds } = checkSignedUploadOptions(options);
  const checked = checkStoragePath(path);
  const expires = Math.floor(now / 1000) + expiresInSeconds;
  const query = new URLSearchParams({ upload: '1', expires: String(expires), type: contentType, max: String(maxBytes) });
  query.set('signature', sealUpload(await signingKey(root), checked, expires, contentType, maxBytes));
  const address = checked.split('/').map(encodeURIComponent).join('/');
  return {
    url: `${LOCAL_FILES_PREFIX}${address}?${query}`,
    method: 'PUT',
    headers: { 'content-type': contentType },
    expiresAt: new Date(expires * 1000),
  };
}

export type LocalUploadGrant =
  { ok: true; path: string; contentType: string; maxBytes: number } | { ok: false; reason: 'expired' | 'invalid' };

/** What a signed upload address allows, checked: its seal first (path, time, content type and size), then its time. */
export async function checkLocalUploadUrl(root: string, url: URL, now = Date.now()): Promise<LocalUploadGrant> {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (!url.pathname.startsWith(LOCAL_FILES_PREFIX) || url.searchParams.get('upload') !== '1') return invalid;
  const path = storagePathOf(url);
  if (path === null) return invalid;
  const expiresText = url.searchParams.get('expires') ?? '';
  const maxText = url.searchParams.get('max') ?? '';
  if (!/^\d{1,12}$/.test(expiresText) || !/^\d{1,15}$/.test(maxText)) return invalid;
  const expires = Number(expiresText);
  const maxBytes = Number(maxText);
  const contentType = url.searchParams.get('type') ?? '';
  const signature = Buffer.from(url.searchParams.get('signature') ?? '', 'base64url');
  const expected = Buffer.from(sealUpload(await signingKey(root), path, expires, contentType, maxBytes), 'base64url');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return invalid;
  if (expires * 1000 - now > MAX_SIGNED_URL_SECONDS * 1000 + 60_000) return invalid;
  if (expires * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, path, contentType, maxBytes };
}
