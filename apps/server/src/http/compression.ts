import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer is sent as is: compressing it costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's answers (JSON, CSV exports) for clients that send Accept-Encoding.
 * Registered inside the /api scope only: the web app's files are compressed at build time
 * (http/web-app.ts) and socket.io answers on the server before Fastify sees the request.
 * Streams (report exports) are piped through the compressor and keep streaming; types that
 * are compressed already (xlsx, images, media) are left alone by their content type.
 */
export async function registerApiCompression(api: FastifyInstance) {
  await api.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // request bodies stay as they come: no client of ours compresses them
    globalDecompression: false,
  });
}
