// Test helpers for the delegation modules: delegate through the API, an assignee client that holds
// only the link token (no cookies) and a client address of its own, multipart bodies, and a
// recorder of the owner's realtime events.
import { randomBytes } from 'node:crypto';
import type { DelegationLink } from '@nova/core/contracts/delegation';
import type { RealtimeEvent } from '@nova/core/contracts/events';
import type { FastifyInstance } from 'fastify';
import type { Agent, TestServer } from './test-server.ts';

export type Injected = {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json<T = unknown>(): T;
};

export async function delegate(
  owner: Agent,
  taskId: string,
  body: Record<string, unknown> = {},
): Promise<DelegationLink & { token: string }> {
  const res = await owner.post(`/api/tasks/${taskId}/delegation`, {
    email: 'assignee@example.org',
    language: 'en',
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`delegate: ${res.statusCode} ${res.body}`);
  const link = res.json<DelegationLink>();
  const token = new URL(link.link).searchParams.get('token');
  if (!token) throw new Error(`delegate: no token in ${link.link}`);
  return { ...link, token };
}

let addressCounter = 0;
/** A fresh client address, so per-address limits of one test do not leak into another. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export function multipart(
  fileName: string,
  content: Buffer | string,
  contentType = 'application/octet-stream',
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----nova${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, typeof content === 'string' ? Buffer.from(content) : content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The assignee: no session, only the link token (sent as a Bearer header unless `inQuery`). */
export class AssigneeClient {
  readonly app: FastifyInstance;
  readonly taskId: string;
  token: string | null;
  address: string;

  constructor(app: FastifyInstance, taskId: string, token: string | null, address = freshAddress()) {
    this.app = app;
    this.taskId = taskId;
    this.token = token;
    this.address = address;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    opts: { inQuery?: boolean; headers?: Record<string, string>; payload?: Buffer } = {},
  ): Promise<Injected> {
    const base = `/api/shared-tasks/${encodeURIComponent(this.taskId)}${path}`;
    const url =
      opts.inQuery && this.token
        ? `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(this.token)}`
        : base;
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: this.address,
      headers: {
        ...(this.token && !opts.inQuery ? { authorization: `Bearer ${this.token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
      payload: opts.payload ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    return res as unknown as Injected;
  }

  view = () => this.request('GET', '');
  comment = (text: string) => this.request('POST', '/comments', { text });
  setName = (name: string) => this.request('PUT', '/assignee-name', { name });
  complete = () => this.request('POST', '/complete');
  upload(fileName: string, content: Buffer | string, contentType?: string) {
    const { payload, headers } = multipart(fileName, content, contentType);
    return this.request('POST', '/attachments', undefined, { payload, headers });
  }
  file = (attachmentId: string) =>
    this.request('GET', `/attachments/${attachmentId}/file`, undefined, { inQuery: true });
}

/** Records the realtime events published for `userId` (what the owner's SSE streams relay). */
export function recordEvents(server: TestServer, userId: string) {
  const events: RealtimeEvent[] = [];
  const stop = server.bus.subscribe(userId, (event) => events.push(event));
  return {
    events,
    stop,
    async waitFor(type: string, id?: string, timeoutMs = 5000): Promise<RealtimeEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((e) => e.type === type && (id === undefined || e.ids.includes(id)));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no ${type} event within ${timeoutMs} ms: ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
}

export const errorCode = (res: Injected): string => res.json<{ error: { code: string } }>().error.code;
