import { toJsonResult } from '@/lib/http/json';
import { MSG } from '@/lib/messages';

export type UploadResult<T> = { ok: true; data: T } | { ok: false; message: string; status: number; aborted?: boolean };

export interface UploadHandle<T> {
  result: Promise<UploadResult<T>>;
  abort: () => void;
}

/**
 * POSTs a file as multipart (field `file`) to one of our route handlers with XMLHttpRequest, whose
 * upload progress events fetch() does not offer. `onProgress` gets 0–1. Answers like postJson:
 * the error envelope's message, or 'Unable to reach server.' when nothing came back.
 */
export function uploadWithProgress<T>(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  /** 'raw': the file is the whole body (the photo handlers read it so), not a multipart form. */
  body: 'multipart' | 'raw' = 'multipart',
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const result = new Promise<UploadResult<T>>((resolve) => {
    xhr.open('POST', url);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // fall through to the generic message
      }
      resolve(toJsonResult<T>(xhr.status, json));
    };
    xhr.onerror = () => resolve({ ok: false, message: MSG.unreachable, status: 0 });
    xhr.onabort = () => resolve({ ok: false, message: '', status: 0, aborted: true });
    if (body === 'raw') {
      xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
      xhr.send(file);
      return;
    }
    const form = new FormData();
    form.set('file', file, file.name);
    xhr.send(form);
  });
  return { result, abort: () => xhr.abort() };
}
