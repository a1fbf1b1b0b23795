// Local file storage: a folder (LOCAL_DATA_DIR/storage) laid out like the bucket, browsable by hand.
// Content types live in a hidden `.meta` folder beside the files.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dirname, resolve, sep } from 'node:path';
import {
  checkStoragePath,
  contentTypeFromPath,
  InvalidStoragePathError,
  type FileStorage,
  type SignedRead,
  type SignedReadOptions,
  type SignedUpload,
  type SignedUploadOptions,
  type StoredFile,
} from './fileStorage';
import { signLocalFileUrl, signLocalUploadUrl } from './localSignedUrls';

type StoredMeta = { contentType: string };

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** Absolute location under `base`; resolving again guards against anything checkStoragePath might miss. */
function locate(base: string, path: string, suffix = ''): string {
  const file = resolve(base, checkStoragePath(path) + suffix);
  if (!file.startsWith(base + sep)) throw new InvalidStoragePathError(path, 'it leaves the storage folder');
  return file;
}

// Not resolve(root, '.meta'): the function bundler's file tracer reads that as "any folder named .meta" and
// globs the whole project for it on every function's first call.
const metaFolder = (root: string): string => [root, '.meta'].join(sep);

/** The file a store-relative path names in the local folder `dir`. */
export function localFilePath(dir: string, path: string): string {
  return locate(resolve(dir), path);
}

/** The content type the file was stored with, else the one its extension says. */
export async function localContentType(dir: string, path: string): Promise<string> {
  try {
    return (JSON.parse(await readFile(locate(metaFolder(resolve(dir)), path, '.json'), 'utf8')) as StoredMeta).contentType;
  } catch (error) {
    if (!isMissingFile(error)) throw error;
    return contentTypeFromPath(path);
  }
}

async function isStoredFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch (error) {
    if (isMissingFile(error)) return false;
    throw error;
  }
}

class TooLargeError extends Error {}

/**
 * Stores an uploaded body at `path` in the folder `dir` as it arrives (never held whole in memory): written aside
 * and counted, refused as soon as it passes `maxBytes` (nothing stored), and moved into place only once whole, so a
 * player never reads half a file and a broken upload leaves the previous file as it was.
 */
export async function receiveLocalUpload(
  dir: string,
  path: string,
  contentType: string,
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<{ stored: 'created' | 'replaced'; bytes: number } | 'too-large'> {
  const root = resolve(dir);
  const file = locate(root, path);
  const meta = locate(metaFolder(root), path, '.json');
  const existed = await isStoredFile(file);
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID().slice(0, 8)}.partial`;
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > maxBytes ? new TooLargeError() : null, chunk);
    },
  });
  try {
    const source = body ? Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>) : Readable.from([]);
    await pipeline(source, counter, createWriteStream(temporary));
  } catch (error) {
    await rm(temporary, { force: true });
    if (error instanceof TooLargeError) return 'too-large';
    throw error;
  }
  await mkdir(dirname(meta), { recursive: true });
  await writeFile(meta, JSON.stringify({ contentType } satisfies StoredMeta));
  await rename(temporary, file);
  return { stored: existed ? 'replaced' : 'created', bytes: received };
}

export function createLocalStorage(settings: { dir: string }): FileStorage {
  const root = resolve(settings.dir);
  const metaRoot = metaFolder(root);

  async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID().slice(0, 8)}.partial`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  }

  return {
    mode: 'local',
    async put(path: string, bytes: Uint8Array, contentType: string): Promise<void> {
      const file = locate(root, path);
      const meta = locate(metaRoot, path, '.json');
      await writeAtomically(file, bytes);
      await writeAtomically(meta, JSON.stringify({ contentType } satisfies StoredMeta));
    },
    async get(path: string): Promise<StoredFile | null> {
      const file = locate(root, path);
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
      return { bytes: new Uint8Array(bytes), contentType: await localContentType(root, path) };
    },
    exists: (path: string) => isStoredFile(locate(root, path)),
    async signedReadUrl(path: string, options: SignedReadOptions): Promise<SignedRead | null> {
      if (!(await isStoredFile(locate(root, path)))) return null;
      return signLocalFileUrl(root, path, options);
    },
    signedUploadUrl: (path: string, options: SignedUploadOptions): Promise<SignedUpload> => signLocalUploadUrl(root, path, options),
    async remove(path: string): Promise<void> {
      await rm(locate(root, path), { force: true });
      await rm(locate(metaRoot, path, '.json'), { force: true });
    },
  };
}
