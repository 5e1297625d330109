// The shared delegated-task page's calls (no session): every request carries the link token as
// `Authorization: Bearer <token>`, never a cookie or a CSRF header. Also the upload transport both
// sides use (XMLHttpRequest, for upload progress). No React Query here: the shared page's bundle stays
// small (it has its own Vite entry).
import type { Attachment } from '@nova/core/contracts/attachments';
import type { Comment } from '@nova/core/contracts/comments';
import type { SharedTask } from '@nova/core/contracts/shared-task';
import { ApiRequestError, NETWORK_ERROR } from '../api-client.ts';

const base = (taskId: string) => `/api/shared-tasks/${encodeURIComponent(taskId)}`;

type SharedInit = { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; signal?: AbortSignal };

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

async function sharedRequest<T>(
  taskId: string,
  token: string,
  path: string,
  init: SharedInit = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${base(taskId)}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      // The link is the credential: no cookies, so a signed-in owner opening it is treated the same.
      credentials: 'omit',
      cache: 'no-store',
      signal: init.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, NETWORK_ERROR, cause instanceof Error ? cause.message : 'Network error');
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw errorFromBody(response.status, payload);
  return payload as T;
}

export const fetchSharedTask = (taskId: string, token: string, signal?: AbortSignal) =>
  sharedRequest<SharedTask>(taskId, token, '', { signal });

export const setSharedAssigneeName = (taskId: string, token: string, name: string) =>
  sharedRequest<SharedTask>(taskId, token, '/assignee-name', { method: 'PUT', body: { name } });

export const completeSharedTask = (taskId: string, token: string) =>
  sharedRequest<SharedTask>(taskId, token, '/complete', { method: 'POST' });

export const addSharedComment = (taskId: string, token: string, text: string) =>
  sharedRequest<Comment>(taskId, token, '/comments', { method: 'POST', body: { text } });

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

export const uploadSharedAttachment = (
  taskId: string,
  token: string,
  file: File,
  options: Omit<UploadOptions, 'headers'> = {},
) =>
  uploadFile(`${base(taskId)}/attachments`, file, {
    ...options,
    headers: { authorization: `Bearer ${token}` },
  });
