// A fake model server on loopback speaking the real wire formats: the Anthropic Messages API
// (POST /v1/messages) and OpenAI chat completions (POST /v1/chat/completions). The real SDKs talk HTTP
// to it. Each request takes the next scripted reply (the last one repeats); requests are recorded.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type FakeReply =
  | { kind: 'text'; text: string }
  /** A reply with no text content (Anthropic: no content blocks; OpenAI: null content). */
  | { kind: 'empty' }
  | { kind: 'status'; status: number; headers?: Record<string, string>; message?: string }
  /** Never answers (the client's timeout fires). */
  | { kind: 'hang' };

export type RecordedRequest = {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
};

export type FakeModelServer = {
  url: string;
  requests: RecordedRequest[];
  script(...replies: FakeReply[]): void;
  close(): Promise<void>;
};

function anthropicBody(reply: FakeReply, model: unknown) {
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model,
    content: reply.kind === 'text' ? [{ type: 'text', text: reply.text }] : [],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  };
}

function openAiBody(reply: FakeReply, model: unknown) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: reply.kind === 'text' ? reply.text : null, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

const errorTypes: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

export async function startFakeModelServer(): Promise<FakeModelServer> {
  let queue: FakeReply[] = [{ kind: 'text', text: '{}' }];
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw || '{}') as Record<string, unknown>;
      } catch {
        // recorded as empty
      }
      requests.push({ path, headers: req.headers, body });
      const isAnthropic = path.endsWith('/v1/messages');
      const isOpenAi = path.endsWith('/chat/completions');
      if (!isAnthropic && !isOpenAi) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const reply = (queue.length > 1 ? queue.shift() : queue[0]) ?? { kind: 'text', text: '{}' };
      if (reply.kind === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (reply.kind === 'status') {
        const message = reply.message ?? `fake status ${reply.status}`;
        const payload = isAnthropic
          ? { type: 'error', error: { type: errorTypes[reply.status] ?? 'api_error', message } }
          : { error: { message, type: errorTypes[reply.status] ?? 'server_error', code: null } };
        res
          .writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
          .end(JSON.stringify(payload));
        return;
      }
      const payload = isAnthropic ? anthropicBody(reply, body.model) : openAiBody(reply, body.model);
      res
        .writeHead(200, {
          'content-type': 'application/json',
          ...(isAnthropic ? { 'request-id': 'req_fake' } : {}),
        })
        .end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script(...replies) {
      queue = replies.length ? replies : [{ kind: 'text', text: '{}' }];
      requests.length = 0;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
