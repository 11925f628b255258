import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GraphCall {
  method: string;
  path: string;
  /** The query string, without '?'. */
  query: string;
  auth: string | undefined;
  json?: Record<string, unknown>;
  /** Raw multipart body of a media upload. */
  raw?: string;
  /** The message id answered to a send. */
  sentId?: string;
}

/** A message template as GET {waba-id}/message_templates lists it. */
export interface GraphTemplate {
  id: string;
  name: string;
  language: string;
  status: 'APPROVED' | 'PENDING' | 'REJECTED' | 'PAUSED' | 'DISABLED';
  category: 'UTILITY' | 'MARKETING' | 'AUTHENTICATION';
  components: { type: string; format?: string; text?: string; example?: unknown }[];
}

/** Templates in the documented shape: Meta's sample, one with parameters, one rejected. */
export const SAMPLE_TEMPLATES: GraphTemplate[] = [
  {
    id: '1192339204654487',
    name: 'hello_world',
    language: 'en_US',
    status: 'APPROVED',
    category: 'UTILITY',
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'Hello World' },
      {
        type: 'BODY',
        text: 'Welcome and congratulations!! This message demonstrates your ability to send a WhatsApp message notification from the Cloud API, hosted by Meta.',
      },
      { type: 'FOOTER', text: 'WhatsApp Business Platform sample message' },
    ],
  },
  {
    id: '1192339204654488',
    name: 'retomar_atendimento',
    language: 'pt_BR',
    status: 'APPROVED',
    category: 'UTILITY',
    components: [
      {
        type: 'BODY',
        text: 'Olá {{1}}, aqui é da {{2}}. Podemos continuar o seu atendimento?',
        example: { body_text: [['Maria', 'Loja']] },
      },
    ],
  },
  {
    id: '1192339204654489',
    name: 'promocao_relampago',
    language: 'pt_BR',
    status: 'REJECTED',
    category: 'MARKETING',
    components: [{ type: 'BODY', text: 'Só hoje: 50% de desconto!' }],
  },
];

/** The types the platform's media upload takes (Meta's "supported media types"). */
export const UPLOADABLE_TYPES = [
  'audio/aac',
  'audio/amr',
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'text/plain',
  'application/pdf',
  'application/vnd.ms-powerpoint',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'image/jpeg',
  'image/png',
  'image/webp',
  'video/mp4',
  'video/3gpp',
];

/** The `type` field of a multipart media upload. */
const uploadTypeOf = (raw: string) => /name="type"\r\n\r\n([^\r]*)\r\n/.exec(raw)?.[1] ?? '';

/**
 * A local stand-in for the Graph API, in the documented shapes: the phone number lookup,
 * sending messages, uploading media (refusing the types the platform refuses, in its words),
 * the media lookup (a URL) and the download behind it, and the business account's message
 * templates. `failNext` queues error answers for the next sends; `answerSendsAfter` delays
 * the answer to sends (each accepted at once, as the platform does); `down` drops every
 * connection, as an unreachable host; `knowAs` answers a number's wa_id in another form.
 */
export async function startFakeGraphApi(opts: { accessToken: string; version?: string }) {
  const version = opts.version ?? 'v99.0';
  const calls: GraphCall[] = [];
  const files = new Map<string, { data: Buffer; mimetype: string }>();
  const sendFailures: { status: number; code: number; message: string }[] = [];
  /** Media ids whose lookup answers that the object does not exist (deleted, wrong id). */
  const removedMedia = new Set<string>();
  /** Media ids whose download answers an error status, so many more times. */
  const downloadFailures = new Map<string, { status: number; times: number }>();
  let sent = 0;
  let base = '';
  let templates: GraphTemplate[] = [...SAMPLE_TEMPLATES];
  let sendAnswerDelayMs = 0;
  let uploadAnswerDelays: number[] = [];
  let isDown = false;
  const waIds = new Map<string, string>();

  const server = http.createServer((req, res) => {
    if (isDown) return req.socket.destroy();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url!, 'http://fake');
      const auth = req.headers.authorization;
      const isJson = req.headers['content-type']?.startsWith('application/json');
      const call: GraphCall = {
        method: req.method!,
        path: url.pathname,
        query: url.search.replace(/^\?/, ''),
        auth,
      };
      if (isJson) call.json = JSON.parse(body.toString('utf8'));
      else if (body.length) call.raw = body.toString('latin1');
      calls.push(call);
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (auth !== `Bearer ${opts.accessToken}`) {
        return answer(401, { error: { message: 'Invalid OAuth access token.', code: 190 } });
      }
      const file = /^\/files\/(.+)$/.exec(url.pathname);
      if (file) {
        const f = files.get(file[1]!);
        const failure = downloadFailures.get(file[1]!);
        if (failure && failure.times > 0) {
          failure.times -= 1;
          return answer(failure.status, {});
        }
        if (!f) return answer(404, {});
        res.writeHead(200, { 'content-type': f.mimetype });
        return res.end(f.data);
      }
      const parts = url.pathname.split('/').filter(Boolean);
      if (parts[0] !== version)
        return answer(404, { error: { message: 'Unknown path', code: 100 } });
      const [, id, edge] = parts;
      if (req.method === 'GET' && edge === 'message_templates') {
        // the platform's list filters by ?status=; the fake answers all, as an older API did
        return answer(200, { data: templates, paging: { cursors: { before: 'b', after: 'a' } } });
      }
      if (req.method === 'GET' && id && !edge) {
        if (removedMedia.has(id)) {
          return answer(400, {
            error: {
              message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
              type: 'GraphMethodException',
              code: 100,
              error_subcode: 33,
              fbtrace_id: 'T',
            },
          });
        }
        const f = files.get(id);
        if (f) {
          return answer(200, {
            messaging_product: 'whatsapp',
            url: `${base}/files/${id}`,
            mime_type: f.mimetype,
            sha256: 'x',
            file_size: f.data.length,
            id,
          });
        }
        return answer(200, { display_phone_number: '+55 11 4000-0000', verified_name: 'Loja', id });
      }
      if (req.method === 'POST' && edge === 'media') {
        const type = uploadTypeOf(call.raw ?? '');
        if (!UPLOADABLE_TYPES.includes(type)) {
          return answer(400, {
            error: {
              message: `(#100) Param file must be a file with one of the following types: ${UPLOADABLE_TYPES.join(', ')}. Received file of type '${type}'.`,
              type: 'OAuthException',
              code: 100,
              fbtrace_id: 'T',
            },
          });
        }
        const id = `UPLOADED-${calls.length}`;
        const delay = uploadAnswerDelays.shift() ?? 0;
        if (delay) return void setTimeout(() => answer(200, { id }), delay);
        return answer(200, { id });
      }
      if (req.method === 'POST' && edge === 'messages') {
        if (call.json?.status === 'read') return answer(200, { success: true });
        const failure = sendFailures.shift();
        if (failure) {
          return answer(failure.status, {
            error: {
              message: failure.message,
              type: 'OAuthException',
              code: failure.code,
              fbtrace_id: 'T',
            },
          });
        }
        sent += 1;
        call.sentId = `wamid.OUT${sent}`;
        const to = String(call.json?.to);
        const accepted = {
          messaging_product: 'whatsapp',
          contacts: [{ input: to, wa_id: waIds.get(to) ?? to }],
          messages: [{ id: `wamid.OUT${sent}` }],
        };
        // accepted (and on its way to the customer) before the answer leaves
        if (sendAnswerDelayMs)
          return void setTimeout(() => answer(200, accepted), sendAnswerDelayMs);
        return answer(200, accepted);
      }
      answer(404, { error: { message: 'Unknown path', code: 100 } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${base}/${version}`,
    calls,
    sends: () => calls.filter((c) => c.path.endsWith('/messages') && c.json?.type),
    /** A file the customer sent: its media id resolves to a download URL. */
    addMedia: (id: string, data: Buffer, mimetype: string) => files.set(id, { data, mimetype }),
    /** A media id the platform no longer knows: its lookup answers error 100 (HTTP 400). */
    removeMedia: (id: string) => removedMedia.add(id),
    /** The file's download answers `status` the next `times` times (404: an expired URL). */
    failDownload: (id: string, status: number, times = Number.POSITIVE_INFINITY) =>
      downloadFailures.set(id, { status, times }),
    /** Replaces the business account's message templates. */
    setTemplates: (list: GraphTemplate[]) => {
      templates = list;
    },
    failNext: (status: number, code: number, message: string) =>
      sendFailures.push({ status, code, message }),
    /** Every send is accepted at once but answered only after `ms` (0: at once again). */
    answerSendsAfter: (ms: number) => {
      sendAnswerDelayMs = ms;
    },
    /** The next uploads are answered after these delays, one each. */
    answerUploadsAfter: (...ms: number[]) => {
      uploadAnswerDelays = ms;
    },
    /** While down, every connection is dropped before an answer (fetch fails). */
    down: (value = true) => {
      isDown = value;
    },
    /** The platform knows the person `input` by `waId` (Brazil's mobiles without the 9). */
    knowAs: (input: string, waId: string) => waIds.set(input, waId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What the platform sends: X-Hub-Signature-256 over the exact body with the app secret. */
export function signedWebhook(appSecret: string, payload: unknown) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const signature = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
  return {
    body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
  };
}

/** A 'messages' change as the platform delivers it (object, entry, changes, value). */
export function messagesWebhook(
  phoneNumberId: string,
  value: { contacts?: unknown[]; messages?: unknown[]; statuses?: unknown[] },
) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}
