// What every file store offers: put bytes at a path, read them back with their content type.
import type { StorageMode } from '../../../../src/lib/integrationModes';

export type StoredFile = { bytes: Uint8Array; contentType: string };

/** The longest a signed address may stay valid: Cloud Storage allows a week, paid content gets minutes. */
export const MAX_SIGNED_URL_SECONDS = 15 * 60;

export type SignedReadOptions = {
  /** How long the address stays valid, at most MAX_SIGNED_URL_SECONDS. */
  expiresInSeconds: number;
  /** Set: the file comes as a download under this name (letters, digits, '.', '_', '-'); unset: inline (a player). */
  downloadName?: string;
};

/** A browser-loadable address of one stored file that stops working at `expiresAt`; it answers Range requests. */
export type SignedRead = { url: string; expiresAt: Date };

export type SignedUploadOptions = {
  /** The one content type the upload may carry (bound into the signature). */
  contentType: string;
  /** The largest body the store accepts. */
  maxBytes: number;
  /** How long the address stays valid, at most MAX_SIGNED_URL_SECONDS. */
  expiresInSeconds: number;
};

/** An address the browser PUTs one file to, straight into the store, with exactly these headers, until `expiresAt`. */
export type SignedUpload = { url: string; method: 'PUT'; headers: Record<string, string>; expiresAt: Date };

export interface FileStorage {
  readonly mode: StorageMode;
  put(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when nothing is stored at that path. */
  get(path: string): Promise<StoredFile | null>;
  /** Whether a file is stored at that path (its bytes are not read). */
  exists(path: string): Promise<boolean>;
  /** A browser-loadable address, where the store can serve files directly (only for publicly readable files). */
  publicUrl?(path: string): string;
  /**
   * A short-lived address from which the browser reads the file straight from the store (its bytes never pass
   * through a function), or null when nothing is stored at that path.
   */
  signedReadUrl(path: string, options: SignedReadOptions): Promise<SignedRead | null>;
  /**
   * A short-lived address to which the browser PUTs a file of that content type and at most maxBytes, straight into
   * the store at `path` (its bytes never pass through a function); a file already there is replaced once it is whole.
   */
  signedUploadUrl(path: string, options: SignedUploadOptions): Promise<SignedUpload>;
  /** Removes the file at that path; nothing stored there is not an error. */
  remove(path: string): Promise<void>;
}

const DOWNLOAD_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Checks signed-read options (a programming error, not a user's): the lifetime's bounds and a header-safe name. */
export function checkSignedReadOptions(options: SignedReadOptions): SignedReadOptions {
  const { expiresInSeconds, downloadName } = options;
  if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > MAX_SIGNED_URL_SECONDS)
    throw new RangeError(`A signed address lives 1 to ${MAX_SIGNED_URL_SECONDS} seconds, not ${expiresInSeconds}`);
  if (downloadName !== undefined && !DOWNLOAD_NAME.test(downloadName))
    throw new RangeError(`Not a plain download name: ${JSON.stringify(downloadName.slice(0, 60))}`);
  return options;
}

const CONTENT_TYPE = /^[a-z0-9][a-z0-9.+-]*\/[a-z0-9][a-z0-9.+-]*$/;

/** Checks signed-upload options (a programming error, not a user's): a plain content type, a size and a lifetime. */
export function checkSignedUploadOptions(options: SignedUploadOptions): SignedUploadOptions {
  const { contentType, maxBytes, expiresInSeconds } = options;
  checkSignedReadOptions({ expiresInSeconds });
  if (!CONTENT_TYPE.test(contentType)) throw new RangeError(`Not a plain content type: ${JSON.stringify(contentType.slice(0, 60))}`);
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 1)
    throw new RangeError(`An upload's largest size is a positive whole number, not ${maxBytes}`);
  return options;
}

/** The Content-Disposition a signed read answers with. */
export function signedReadDisposition(downloadName: string | undefined): string {
  return downloadName ? `attachment; filename="${downloadName}"` : 'inline';
}

export class InvalidStoragePathError extends Error {
  constructor(path: string, reason: string) {
    super(`Invalid storage path ${JSON.stringify(path.slice(0, 200))}: ${reason}`);
    this.name = 'InvalidStoragePathError';
  }
}

const MAX_PATH_LENGTH = 512;

/**
 * Checks a store-relative path like "audio/session-1.mp3" and returns it unchanged.
 * Refuses absolute paths, backslashes, control characters, empty, "." and ".." segments, and hidden
 * (dot-first) segments, so a path can never leave the store or reach its bookkeeping files.
 */
export function checkStoragePath(path: string): string {
  if (!path) throw new InvalidStoragePathError(path, 'it is empty');
  if (path.length > MAX_PATH_LENGTH) throw new InvalidStoragePathError(path, `it is longer than ${MAX_PATH_LENGTH} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f\x7f\\]/.test(path)) throw new InvalidStoragePathError(path, 'it contains a control character or backslash');
  if (path.startsWith('/')) throw new InvalidStoragePathError(path, 'it must be relative');
  for (const segment of path.split('/')) {
    if (segment === '') throw new InvalidStoragePathError(path, 'it has an empty segment');
    if (segment.startsWith('.')) throw new InvalidStoragePathError(path, 'a segment starts with "."');
  }
  return path;
}

const CONTENT_TYPES_BY_EXTENSION: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

/** A content type for a file that was stored without one (e.g. copied into the local folder by hand). */
export function contentTypeFromPath(path: string): string {
  const extension = path.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}
