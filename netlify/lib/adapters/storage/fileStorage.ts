// What every file store offers: put bytes at a path, read them back with their content type.
import type { StorageMode } from '../../../../src/lib/integrationModes';

export type StoredFile = { bytes: Uint8Array; contentType: string };

export interface FileStorage {
  readonly mode: StorageMode;
  put(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when nothing is stored at that path. */
  get(path: string): Promise<StoredFile | null>;
  /** A browser-loadable address, where the store can serve files directly (only for publicly readable files). */
  publicUrl?(path: string): string;
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
