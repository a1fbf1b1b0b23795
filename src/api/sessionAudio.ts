// The browser client of a session's audio track in the course builder: ask for a signed upload address, PUT the file
// there straight into storage (XMLHttpRequest, for its upload progress; no function carries the bytes), then record
// the length the browser read, or remove the track.
import type { SessionAudioType } from '../lib/admin/sessionAudio';
import { adminSessionAudioDurationRoute, adminSessionAudioRemoveRoute, adminSessionAudioUploadRoute } from './adminContract';
import { call } from './client';

export const UPLOAD_FAILED = 'The audio track could not be uploaded. Nothing was changed: please try again.';

/** Sends `file` to a signed address with its headers, reporting the share sent (0 to 1); rejects with words. */
export function putFile(
  target: { url: string; method: 'PUT'; headers: Record<string, string> },
  file: Blob,
  onProgress: (share: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.url);
    for (const [name, value] of Object.entries(target.headers)) {
      // The browser sets Content-Length itself and refuses to be told it.
      if (name.toLowerCase() !== 'content-length') xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new Error(xhr.responseText.trim().slice(0, 300) || UPLOAD_FAILED));
    };
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED));
    xhr.onabort = () => reject(new Error(UPLOAD_FAILED));
    xhr.send(file);
  });
}

export const sessionAudioApi = {
  signUpload: (body: { courseId: string; sessionId: string; contentType: SessionAudioType; sizeBytes: number }) =>
    call(adminSessionAudioUploadRoute, body),
  recordDuration: (sessionId: string, durationSeconds: number, contentType: SessionAudioType) =>
    call(adminSessionAudioDurationRoute, { sessionId, durationSeconds, contentType }),
  remove: (sessionId: string) => call(adminSessionAudioRemoveRoute, { sessionId }),
};
