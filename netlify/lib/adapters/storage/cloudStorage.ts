// Cloud file storage: the Firebase project's Cloud Storage bucket through firebase-admin.
import { withDeadlines } from '../../faults';
import { firebaseApp } from '../../firebase';
import {
  checkSignedReadOptions,
  checkSignedUploadOptions,
  checkStoragePath,
  contentTypeFromPath,
  signedReadDisposition,
  type FileStorage,
  type SignedRead,
  type SignedReadOptions,
  type SignedUpload,
  type SignedUploadOptions,
  type StoredFile,
} from './fileStorage';

/** The parts of @google-cloud/storage's File this store uses. */
type BucketFile = {
  save(data: Buffer, options: { contentType: string; resumable: boolean }): Promise<unknown>;
  download(): Promise<[Buffer]>;
  getMetadata(): Promise<[{ contentType?: string }]>;
  exists(): Promise<[boolean]>;
  getSignedUrl(
    config:
      | { version: 'v4'; action: 'read'; expires: number; responseDisposition?: string }
      | { version: 'v4'; action: 'write'; expires: number; contentType: string; extensionHeaders: Record<string, string> },
  ): Promise<[string]>;
  delete(options: { ignoreNotFound: boolean }): Promise<unknown>;
};
type Bucket = { file(path: string): BucketFile };

function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 404;
}

export function createCloudStorage(settings: { bucketName: string }): FileStorage {
  let bucket: Promise<Bucket> | undefined;
  // Loaded on first use: the Cloud Storage client is large and most functions never touch files.
  const openBucket = (): Promise<Bucket> =>
    (bucket ??= import('firebase-admin/storage')
      .then(({ getStorage }) => getStorage(firebaseApp()).bucket(settings.bucketName) as unknown as Bucket)
      .catch((error: unknown) => {
        bucket = undefined; // try again on the next call rather than caching the failure
        throw error;
      }));
  const fileAt = async (path: string): Promise<BucketFile> => (await openBucket()).file(checkStoragePath(path));

  // Every call has the backend deadline; an outage or timeout becomes a 503 naming file storage.
  return withDeadlines('storage', {
    mode: 'cloud-storage',
    async put(path: string, bytes: Uint8Array, contentType: string): Promise<void> {
      await (await fileAt(path)).save(Buffer.from(bytes), { contentType, resumable: false });
    },
    async get(path: string): Promise<StoredFile | null> {
      const file = await fileAt(path);
      try {
        const [[metadata], [bytes]] = await Promise.all([file.getMetadata(), file.download()]);
        return { bytes: new Uint8Array(bytes), contentType: metadata.contentType ?? contentTypeFromPath(path) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async exists(path: string): Promise<boolean> {
      const [exists] = await (await fileAt(path)).exists();
      return exists;
    },
    async signedReadUrl(path: string, options: SignedReadOptions): Promise<SignedRead | null> {
      const { expiresInSeconds, downloadName } = checkSignedReadOptions(options);
      const file = await fileAt(path);
      const [exists] = await file.exists();
      if (!exists) return null;
      const expiresAt = new Date(Date.now() + expiresInSeconds * 1000);
      // A V4 signed URL: signed with the service account's key (no call to Google), it answers Range requests itself.
      const [url] = await file.getSignedUrl({
        version: 'v4',
        action: 'read',
        expires: expiresAt.getTime(),
        ...(downloadName ? { responseDisposition: signedReadDisposition(downloadName) } : {}),
      });
      return { url, expiresAt };
    },
    async signedUploadUrl(path: string, options: SignedUploadOptions): Promise<SignedUpload> {
      const { contentType, maxBytes, expiresInSeconds } = checkSignedUploadOptions(options);
      const expiresAt = new Date(Date.now() + expiresInSeconds * 1000);
      // The content type and the size range are signed: Cloud Storage refuses a PUT whose headers differ, and a body
      // outside x-goog-content-length-range. The bucket's CORS must allow PUT with these two headers from the site.
      const headers = { 'content-type': contentType, 'x-goog-content-length-range': `0,${maxBytes}` };
      const [url] = await (
        await fileAt(path)
      ).getSignedUrl({
        version: 'v4',
        action: 'write',
        expires: expiresAt.getTime(),
        contentType,
        extensionHeaders: { 'x-goog-content-length-range': headers['x-goog-content-length-range'] },
      });
      return { url, method: 'PUT', headers, expiresAt };
    },
    async remove(path: string): Promise<void> {
      await (await fileAt(path)).delete({ ignoreNotFound: true });
    },
    publicUrl(path: string): string {
      // Built by hand (the client loads lazily): the same address @google-cloud/storage's File#publicUrl() gives.
      const encoded = checkStoragePath(path).split('/').map(encodeURIComponent).join('/');
      return `https://storage.googleapis.com/${settings.bucketName}/${encoded}`;
    },
  });
}
