import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers to one request: a status, a JSON body, headers, after a delay. */
export interface FakeAnswer {
  status?: number;
  json?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface ChatRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    max_tokens?: number;
    max_completion_tokens?: number;
    temperature?: number;
  };
}

export interface TranscriptionRequest {
  authorization: string | undefined;
  model: string | undefined;
  /** The bytes of the uploaded audio file. */
  audio: Buffer;
}

/** A chat.completion as OpenAI answers it. */
export function completion(content: string): FakeAnswer {
  return {
    json: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_750_000_000,
      model: 'gpt-4o-mini',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    },
  };
}

/** OpenAI's error body. */
export function apiError(status: number, message: string, type: string): FakeAnswer {
  return {
    status,
    json: { error: { message, type, param: null, code: null } },
    // the client may retry a 429 at once
    headers: status === 429 ? { 'retry-after-ms': '10' } : {},
  };
}

const read = (req: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** The fields and the file of a multipart body (enough for the client's transcription form). */
function parseMultipart(body: Buffer, contentType: string) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const mark = Buffer.from(`--${boundary?.[1] ?? boundary?.[2]}`);
  const fields: Record<string, string> = {};
  let file = Buffer.alloc(0);
  let at = body.indexOf(mark);
  while (at >= 0) {
    const next = body.indexOf(mark, at + mark.length);
    if (next < 0) break;
    const part = body.subarray(at + mark.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString();
    const content = part.subarray(split + 4);
    const name = /name="([^"]+)"/.exec(head)?.[1] ?? '';
    if (/filename=/.test(head)) file = Buffer.from(content);
    else fields[name] = content.toString();
    at = next;
  }
  return { fields, file };
}

async function listen(server: http.Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function answer(res: http.ServerResponse, a: FakeAnswer) {
  if (a.delayMs) await new Promise((r) => setTimeout(r, a.delayMs));
  if (res.destroyed) return;
  res.writeHead(a.status ?? 200, { 'content-type': 'application/json', ...a.headers });
  res.end(JSON.stringify(a.json ?? {}));
}

/**
 * An OpenAI-compatible server on 127.0.0.1: POST /v1/chat/completions and
 * POST /v1/audio/transcriptions, answering what the test sets and recording every request.
 */
export async function startFakeOpenAi() {
  const chats: ChatRequest[] = [];
  const transcriptions: TranscriptionRequest[] = [];
  let onChat: (r: ChatRequest) => FakeAnswer = () => completion('Olá! Como posso ajudar?');
  let onTranscription: (r: TranscriptionRequest) => FakeAnswer = () => ({
    json: { text: 'transcrição' },
  });
  const server = http.createServer((req, res) => {
    void (async () => {
      const body = await read(req);
      const authorization = req.headers.authorization;
      if (req.method === 'POST' && req.url === '/v1/chat/completions') {
        const r = { authorization, body: JSON.parse(body.toString()) as ChatRequest['body'] };
        chats.push(r);
        return answer(res, onChat(r));
      }
      if (req.method === 'POST' && req.url === '/v1/audio/transcriptions') {
        const { fields, file } = parseMultipart(body, req.headers['content-type'] ?? '');
        const r = { authorization, model: fields.model, audio: file };
        transcriptions.push(r);
        return answer(res, onTranscription(r));
      }
      return answer(res, apiError(404, 'not found', 'invalid_request_error'));
    })().catch(() => res.destroy());
  });
  const url = await listen(server);
  return {
    /** The base URL the client is given (OPENAI_BASE_URL). */
    baseUrl: `${url}/v1`,
    chats,
    transcriptions,
    onChat: (fn: (r: ChatRequest) => FakeAnswer) => (onChat = fn),
    onTranscription: (fn: (r: TranscriptionRequest) => FakeAnswer) => (onTranscription = fn),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

export interface SpeechRequest {
  key: string | undefined;
  format: string | undefined;
  ssml: string;
}

/** An ogg/opus voice note as Azure answers it (its first bytes; enough for a test). */
export const FAKE_OGG = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(60, 1)]);

/** Azure Speech's text-to-speech REST endpoint (POST /cognitiveservices/v1) on 127.0.0.1. */
export async function startFakeAzureSpeech() {
  const requests: SpeechRequest[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    void read(req).then((body) => {
      if (req.method !== 'POST' || req.url !== '/cognitiveservices/v1') {
        res.writeHead(404).end();
        return;
      }
      requests.push({
        key: req.headers['ocp-apim-subscription-key'] as string | undefined,
        format: req.headers['x-microsoft-outputformat'] as string | undefined,
        ssml: body.toString(),
      });
      if (status !== 200) return void res.writeHead(status).end();
      res.writeHead(200, { 'content-type': 'audio/ogg' });
      res.end(FAKE_OGG);
    });
  });
  const baseUrl = await listen(server);
  return {
    baseUrl,
    requests,
    failWith: (s: number) => (status = s),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}
