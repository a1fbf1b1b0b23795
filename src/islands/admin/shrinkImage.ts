// Large photos are re-encoded in the browser before upload: Netlify refuses function requests over 6 MB,
// and a 5 MB file becomes about 6.7 MB as a data URL. Anything up to 4 MB is sent exactly as chosen.
export const UPLOAD_AS_IS_BYTES = 4 * 1024 * 1024;
const MAX_SIDE = 2400;

/** A picture refused for what it is (too large even after shrinking): its message is for the admin to read. */
export class ImageRejectedError extends Error {
  readonly code = 'image_rejected' as const;
}

/** What to tell the admin when a chosen picture could not be prepared for upload. */
export function imageProblem(failure: unknown): string {
  return failure instanceof ImageRejectedError ? failure.message : 'That file could not be read. Please try another image.';
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/** The image as a data URL, re-encoded (WebP, at most 2400 px a side) when it is larger than 4 MB. */
export async function imageForUpload(file: File): Promise<string> {
  if (file.size <= UPLOAD_AS_IS_BYTES || file.type === 'image/gif') return blobToDataUrl(file);
  const bitmap = await createImageBitmap(file);
  try {
    for (const [side, quality] of [
      [MAX_SIDE, 0.85],
      [1600, 0.8],
      [1200, 0.75],
    ] as const) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(bitmap.width * scale);
      canvas.height = Math.round(bitmap.height * scale);
      canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', quality));
      if (blob && blob.size <= UPLOAD_AS_IS_BYTES) return blobToDataUrl(blob);
    }
  } finally {
    bitmap.close();
  }
  throw new ImageRejectedError('This image is too large to upload even after shrinking it. Please choose a smaller one.');
}
