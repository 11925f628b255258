/** Text to speech through Azure Speech's REST API (one request, audio bytes back). */

/** What WhatsApp plays as a voice note. */
const OUTPUT_FORMAT = 'ogg-48khz-16bit-mono-opus';
/** A spoken answer is short; a bigger body is not audio we asked for. */
const MAX_AUDIO_BYTES = 16 * 1024 * 1024;

export class SpeechError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SpeechError';
  }
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Synthesises `text` with `voice` (e.g. pt-BR-FranciscaNeural). `baseUrl` may hold '{region}'
 * (https://{region}.tts.speech.microsoft.com); the request has `timeoutMs` to complete.
 */
export async function synthesizeSpeech(opts: {
  baseUrl: string;
  region: string;
  key: string;
  voice: string;
  text: string;
  timeoutMs: number;
}): Promise<Buffer> {
  const base = opts.baseUrl.replace('{region}', encodeURIComponent(opts.region));
  const ssml =
    `<speak version="1.0" xml:lang="pt-BR"><voice xml:lang="pt-BR" name="${escapeXml(opts.voice)}">` +
    `${escapeXml(opts.text)}</voice></speak>`;
  let res: Response;
  try {
    res = await fetch(`${base.replace(/\/+$/, '')}/cognitiveservices/v1`, {
      method: 'POST',
      headers: {
        'Ocp-Apim-Subscription-Key': opts.key,
        'Content-Type': 'application/ssml+xml',
        'X-Microsoft-OutputFormat': OUTPUT_FORMAT,
        'User-Agent': 'atende',
      },
      body: ssml,
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch (err) {
    const timeout = (err as { name?: string }).name === 'TimeoutError';
    throw Object.assign(new SpeechError(timeout ? 'timeout' : 'unreachable'), {
      name: timeout ? 'TimeoutError' : 'SpeechError',
    });
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new SpeechError(`status ${res.status}`, res.status);
  }
  const audio = Buffer.from(await res.arrayBuffer());
  if (!audio.length || audio.length > MAX_AUDIO_BYTES) throw new SpeechError('bad audio');
  return audio;
}
