import type { Ctx } from '../../context';
import type { UploadedFile } from '../../media/storage';
import { assertCanSend, sendMessages } from '../messages/messages.service';
import { fileNameOf, loadFileList } from './file-lists.service';

/**
 * Sends a file list to a ticket's contact through the ordinary outbound path: the message as
 * the caption of the first file (or alone when no option has a file yet). Each file is copied,
 * so editing or deleting the list later never takes a sent message's media away.
 */
export async function sendFileList(ctx: Ctx, fileListId: number, ticketId: number) {
  const { row, options } = await loadFileList(ctx, fileListId);
  await assertCanSend(ctx, ticketId);
  const files: UploadedFile[] = [];
  const staged: { discard(): Promise<void> }[] = [];
  try {
    for (const o of options) {
      if (!o.path || !o.mediaType || !ctx.media.exists(o.path)) continue;
      const name = fileNameOf(o);
      const copy = await ctx.media.stage(ctx.companyId, ctx.media.open(o.path), name);
      staged.push(copy);
      await copy.commit();
      files.push({ path: copy.path, name, mimetype: o.mediaType });
    }
    return await sendMessages(ctx, ticketId, { body: row.message, files });
  } catch (err) {
    await Promise.all(staged.map((f) => f.discard()));
    throw err;
  }
}
