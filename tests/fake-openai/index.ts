import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A fake OpenAI-compatible chat API for tests: a local HTTP server speaking the chat completions protocol
// (POST /v1/chat/completions, JSON or server-sent-event streaming with `data: [DONE]`, OpenAI's error bodies).
// The real `openai` SDK talks to it through OPENAI_BASE_URL; each test says how the "model" behaves.

/** How the fake answers the next chat completion. */
export type FakeBehaviour =
  /** Answers with this text (streamed in chunks when the request streams). */
  | { kind: 'reply'; content: string | ((request: ChatRequest) => string) }
  /** Answers an HTTP error with OpenAI's error body. */
  | { kind: 'error'; status: number; message?: string }
  /** Accepts the request and never answers (a model that takes too long). */
  | { kind: 'hang' }
  /** Starts streaming, sends part of the text, then stalls. */
  | { kind: 'stall'; content: string };

/** A chat completion request as the fake received it. */
export interface ChatRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  headers: IncomingMessage['headers'];
}

/** A running fake chat API. */
export interface FakeOpenAi {
  /** The base URL for the SDK (ends in /v1). */
  baseUrl: string;
  /** Every chat completion request received, oldest first. */
  requests: ChatRequest[];
  /** Sets how the next requests are answered (until set again). */
  behave(behaviour: FakeBehaviour): void;
  /** Stalled streams whose client hung up before the fake finished them. */
  abandonedStreams(): number;
  close(): Promise<void>;
}

const CHUNK_SIZE = 40;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function chunk(model: string, delta: object, finish: string | null = null) {
  return {
    id: 'chatcmpl-fake-stream',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  };
}

function streamText(response: ServerResponse, model: string, content: string, finish: boolean): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const event = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
  event(chunk(model, { role: 'assistant', content: '' }));
  for (let i = 0; i < content.length; i += CHUNK_SIZE) {
    event(chunk(model, { content: content.slice(i, i + CHUNK_SIZE) }));
  }
  if (!finish) return;
  event(chunk(model, {}, 'stop'));
  response.end('data: [DONE]\n\n');
}

/** Starts the fake on 127.0.0.1 at a free port; it answers "reply" with an empty proposal until told otherwise. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: ChatRequest[] = [];
  let abandoned = 0;
  let behaviour: FakeBehaviour = { kind: 'reply', content: '# Proposal\n' };
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        sendJson(response, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
        return;
      }
      const body = JSON.parse(await readBody(request)) as Omit<ChatRequest, 'headers'>;
      const received: ChatRequest = { ...body, stream: body.stream === true, headers: request.headers };
      requests.push(received);
      const current = behaviour;
      if (current.kind === 'hang') return;
      if (current.kind === 'error') {
        const message = current.message ?? 'The server had an error while processing your request.';
        sendJson(response, current.status, { error: { message, type: 'server_error', code: null } });
        return;
      }
      if (current.kind === 'stall') {
        response.on('close', () => {
          if (!response.writableFinished) abandoned += 1;
        });
        streamText(response, received.model, current.content, false);
        return;
      }
      const content = typeof current.content === 'function' ? current.content(received) : current.content;
      if (received.stream) streamText(response, received.model, content, true);
      else sendJson(response, 200, completion(received.model, content));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) {
      behaviour = next;
    },
    abandonedStreams: () => abandoned,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
