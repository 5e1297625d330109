// The upload transport both sides of a delegated task use (the owner's detail and the shared page):
// XMLHttpRequest, for upload progress, and the error model's reading of an answer's body. No React
// Query here: the shared page's bundle stays small (it has its own Vite entry).
import type { Attachment } from '@nova/core/contracts/attachments';
import { ApiRequestError, NETWORK_ERROR } from '../api-client.ts';

/** The error an answer carries (`{ error: { code, message } }`), or a generic one by status. */
export function errorFromBody(status: number, payload: unknown): ApiRequestError {
  if (typeof payload === 'object' && payload !== null && 'error' in payload) {
    const error: unknown = payload.error;
    if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
      const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
      return new ApiRequestError(status, error.code, message);
    }
  }
  return new ApiRequestError(status, status >= 500 ? 'internal_error' : `http_${status}`, `HTTP ${status}`);
}

export type UploadOptions = {
  headers?: Record<string, string>;
  /** 0..1 while the bytes go up. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** POSTs one file as multipart/form-data (part `file`) with progress; resolves with the attachment. */
export function uploadFile(url: string, file: File, options: UploadOptions = {}): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'text';
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = undefined;
      }
      // As lib/api-client.ts: a 2xx answer is the route's contract type. Not parsed with the zod schema
      // here: that would bring zod into the shared page's small bundle.
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as Attachment);
      else reject(errorFromBody(xhr.status, payload));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, NETWORK_ERROR, 'Network error'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
