// Cloud file storage: the Firebase project's Cloud Storage bucket through firebase-admin.
import { withDeadlines } from '../../faults';
import { firebaseApp } from '../../firebase';
import { checkStoragePath, contentTypeFromPath, type FileStorage, type StoredFile } from './fileStorage';

/** The parts of @google-cloud/storage's File this store uses. */
type BucketFile = {
  save(data: Buffer, options: { contentType: string; resumable: boolean }): Promise<unknown>;
  download(): Promise<[Buffer]>;
  getMetadata(): Promise<[{ contentType?: string }]>;
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
    publicUrl(path: string): string {
      // Built by hand (the client loads lazily): the same address @google-cloud/storage's File#publicUrl() gives.
      const encoded = checkStoragePath(path).split('/').map(encodeURIComponent).join('/');
      return `https://storage.googleapis.com/${settings.bucketName}/${encoded}`;
    },
  });
}
