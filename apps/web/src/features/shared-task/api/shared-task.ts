// The shared delegated-task page's calls (no session): every request carries the link token as
// `Authorization: Bearer <token>`, never a cookie or a CSRF header. Uploads go through the transport
// both sides use (lib/api/upload.ts). No React Query here: the shared page's bundle stays small (it has
// its own Vite entry).
import type { Comment } from '@nova/core/contracts/comments';
import type { SharedTask } from '@nova/core/contracts/shared-task';
import { errorFromBody, type UploadOptions, uploadFile } from '../../../lib/api/upload.ts';
import { ApiRequestError, NETWORK_ERROR } from '../../../lib/api-client.ts';

const base = (taskId: string) => `/api/shared-tasks/${encodeURIComponent(taskId)}`;

type SharedInit = { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; signal?: AbortSignal };

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
  // As lib/api-client.ts: T is the contract type of the route called, which the server answers with.
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
