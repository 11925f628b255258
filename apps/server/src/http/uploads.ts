import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { V } from '@atende/shared';
import type { Ctx } from '../context';

/** What storing an upload needs: where, and for which company. */
type UploadCtx = Pick<Ctx, 'media' | 'companyId'>;
import { contentTypeOf, imageTypeOf, SNIFF_BYTES, uploadTypeOf } from '../media/media-type';
import { MAX_FILES_PER_REQUEST } from '@atende/shared';
import type { StagedFile, UploadedFile } from '../media/storage';
import { AppError, invalid } from './app-error';
import { contentDisposition } from './content-disposition';

/** Files one multipart request may carry (the parser's limit, set in app.ts). */
export { MAX_FILES_PER_REQUEST };

export interface UploadForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface UploadOptions {
  /** Multipart fields whose files are kept; files under other names are skipped. */
  fileFields: string[];
  /** At most this many files are kept (further ones are skipped). */
  maxFiles?: number;
  /** The field named by the 400 of a refused file. */
  errorField: string;
  /**
   * Only these image types, judged by the first bytes alone (the declared type and the name
   * are ignored); the 400 of another file reads `refusedMessage`.
   */
  images?: { types: readonly string[]; refusedMessage: string };
}

/** The NUL check of every other route (reject-nul.ts) for the parts it cannot see. */
function refuseNul(field: string, text: string) {
  if (text.includes('\u0000') || field.includes('\u0000')) {
    throw invalid({ [field]: V.invalidValue });
  }
}

/** Yields the stream's bytes, checking the first SNIFF_BYTES with `check` before any is written. */
async function* checkedHead(stream: Readable, check: (head: Buffer) => void) {
  let head: Buffer | undefined = Buffer.alloc(0);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (!head) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length < SNIFF_BYTES) continue;
    check(head);
    yield head;
    head = undefined;
  }
  if (head) {
    check(head);
    yield head;
  }
}

/**
 * The stored type of a file by its first bytes, or a 400 naming the file: the person may have
 * picked several, and a type name ('application/pdf') does not say which (decision 0152).
 */
function typeOf(part: MultipartFile, head: Buffer, opts: UploadOptions): string {
  const name = part.filename || 'arquivo';
  // an empty file would reach the customer as nothing at all
  if (head.length === 0) throw invalid({ [opts.errorField]: `O arquivo ${name} está vazio` });
  if (opts.images) {
    const type = imageTypeOf(head);
    if (!type || !opts.images.types.includes(type)) {
      throw invalid({ [opts.errorField]: opts.images.refusedMessage });
    }
    return type;
  }
  const type = uploadTypeOf(part.mimetype, head);
  if (!type) throw invalid({ [opts.errorField]: `Tipo de arquivo não permitido: ${name}` });
  return type;
}

async function stageFile(
  ctx: UploadCtx,
  part: MultipartFile,
  opts: UploadOptions,
  staged: StagedFile[],
): Promise<UploadedFile> {
  const name = part.filename || 'arquivo';
  let mimetype: string | undefined;
  const file = await ctx.media.stage(
    ctx.companyId,
    checkedHead(part.file, (head) => {
      mimetype = typeOf(part, head, opts);
    }),
    name,
  );
  staged.push(file);
  if (part.file.truncated) {
    throw new AppError('ERR_PAYLOAD_TOO_LARGE', 413, `Arquivo grande demais: ${name}`);
  }
  return { path: file.path, name, mimetype: mimetype! };
}

/**
 * Reads a multipart request and runs `use` with its text fields and files. Files are typed by
 * content and size-limited as they stream to temporary names, moved into place once every part
 * is accepted (before `use` records them, so a send job finds them) and removed again when
 * anything fails: a refused request leaves no file behind. Check access before calling this.
 */
export async function withUpload<T>(
  req: FastifyRequest,
  ctx: UploadCtx,
  opts: UploadOptions,
  use: (form: UploadForm) => Promise<T>,
): Promise<T> {
  const staged: StagedFile[] = [];
  const form: UploadForm = { fields: {}, files: [] };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        // browsers send a form's line breaks as CRLF (HTML's form encoding); the app's texts,
        // as JSON requests bring them and the phone shows them, break with LF alone
        const value = String(part.value ?? '').replace(/\r\n?/g, '\n');
        refuseNul(part.fieldname, value);
        form.fields[part.fieldname] = value;
        continue;
      }
      const wanted =
        opts.fileFields.includes(part.fieldname) && form.files.length < (opts.maxFiles ?? Infinity);
      if (!wanted) {
        part.file.resume();
        continue;
      }
      try {
        refuseNul(part.fieldname, part.filename);
        form.files.push(await stageFile(ctx, part, opts, staged));
      } finally {
        // a refused part is left unread: drain it so the rest of the request is parsed
        if (!part.file.readableEnded) part.file.resume();
      }
    }
    for (const file of staged) await file.commit();
    return await use(form);
  } catch (err) {
    discardTheRest(req);
    await Promise.all(staged.map((f) => f.discard()));
    throw tooManyFiles(err, opts) ?? err;
  }
}

/** The multipart limit of files per request (app.ts), named on the field instead of a 413. */
function tooManyFiles(err: unknown, opts: UploadOptions) {
  if ((err as { code?: unknown }).code !== 'FST_FILES_LIMIT') return undefined;
  return invalid({ [opts.errorField]: `No máximo ${MAX_FILES_PER_REQUEST} arquivos por envio` });
}

/**
 * A refusal comes before the rest of the body has arrived, and the multipart parser stops
 * reading when the loop above is left. A browser reads the answer only once it has sent the
 * whole body: the rest is read and thrown away, or the upload stalls and its spinner turns
 * for ever (the connection, kept alive, would also hold the server's shutdown).
 */
function discardTheRest(req: FastifyRequest) {
  const raw = req.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  raw.resume();
}

/** Serves a stored file to a signed-in user: inline, privately cached, never sniffed. */
export function sendMedia(reply: FastifyReply, stream: Readable, name: string) {
  return reply
    .header('content-disposition', contentDisposition('inline', name))
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .type(contentTypeOf(name))
    .send(stream);
}
