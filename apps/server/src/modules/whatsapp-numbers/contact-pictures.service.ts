import { performance } from 'node:perf_hooks';
import type { TicketDTO } from '@atende/shared';
import type { z } from 'zod';
import { ChannelError } from '../../channels/channel';
import type { Ctx, SystemCtx } from '../../context';
import { askAgainAfter } from '../../jobs/ask-again-after';
import { whenForegroundQuiet } from '../../jobs/foreground';
import { tryHereFirst } from '../../jobs/try-here-first';
import { notFound } from '../../http/app-error';
import { extraInfoOfContacts } from '../contacts/contact-fields.repo';
import { toContactDTO } from '../contacts/contact-dto';
import { findContact } from '../contacts/contacts.repo';
import { contactPictureJob } from './contact-picture.job';
import * as repo from './contact-pictures.repo';
import { downloadPicture } from './picture-download';

/**
 * How many lookups one app runs at once in the background, and how many more wait their turn
 * in memory (a burst of new customers); the job queue takes the rest.
 */
const LOOKUPS_AT_ONCE = 4;
const LOOKUPS_WAITING = 500;
/**
 * A lookup waits for a moment with no customer message being stored, at most this long after
 * it was asked for: counted from the asking, not from its turn, so under sustained load the
 * lookups run late but as fast as they come (decision 0121).
 */
const LOOKUP_YIELDS_AT_MOST_MS = 2000;

type Lookup = {
  ctx: SystemCtx;
  job: z.output<typeof contactPictureJob.schema>;
  /** performance.now() until which the lookup gives way to customer messages. */
  yieldsUntil: number;
};

/** Per app (its job queue): how it starts a lookup in the background. */
const lookupsOf = new WeakMap<object, (lookup: Lookup) => Promise<void>>();

/**
 * Looks up the contact's profile picture in the background (never in the request path): in
 * this process, once no customer message is being stored (jobs/foreground.ts), or through the
 * job queue, which retries, when the lookup fails here or the process has enough of them
 * going (decision 0116). Never throws: a picture that could not be asked for is asked again
 * on the contact's next message.
 */
export function lookUpPicture(ctx: SystemCtx, contactId: number, connectionId?: number) {
  let start = lookupsOf.get(ctx.jobs);
  if (!start) {
    const lookups = tryHereFirst<Lookup>({
      atOnce: LOOKUPS_AT_ONCE,
      waitingAtMost: LOOKUPS_WAITING,
      run: async ({ ctx: its, job, yieldsUntil }) => {
        await whenForegroundQuiet(yieldsUntil - performance.now());
        await contactPictureHandler(its, job);
      },
      queue: ({ ctx: its, job }) =>
        its.jobs.send(contactPictureJob, job, {
          singletonKey: `contact-picture-${job.companyId}-${job.contactId}`,
        }),
      onFailure: (err, { ctx: its, job }) =>
        its.log.warn({ err, contactId: job.contactId }, 'profile picture lookup failed'),
    });
    // a stopping process queues the lookups still waiting here, rather than lose them
    ctx.jobs.onStop(lookups.handBack);
    start = lookups.start;
    lookupsOf.set(ctx.jobs, start);
  }
  void start({
    ctx,
    job: { companyId: ctx.companyId, contactId, connectionId },
    yieldsUntil: performance.now() + LOOKUP_YIELDS_AT_MOST_MS,
  });
}

/**
 * A customer's message on a contact whose picture no channel has answered for yet (its first
 * inbound message, or the first since a lookup could not run): look it up through the
 * connection it came by. Whether a channel has answered already is read by the lookup itself,
 * in the background, not on the message's way to the agents.
 */
export function lookUpPictureOnMessage(ctx: SystemCtx, ticket: TicketDTO) {
  if (ticket.contact.profilePicUrl || ticket.contact.isGroup) return;
  if (!firstAskInAWhile(ctx, ticket.contactId)) return;
  lookUpPicture(ctx, ticket.contactId, ticket.whatsappId);
}

/**
 * Per app (its job queue), the contacts asked about lately (found checked, or a lookup
 * queued): a customer writing ten messages while the lookup waits, or a contact with no
 * picture at all, costs one read every ten minutes, not one per message. A lookup that could
 * not run is asked for again after that pause.
 */
const askedOf = new WeakMap<object, ReturnType<typeof askAgainAfter>>();

function firstAskInAWhile(ctx: SystemCtx, contactId: number) {
  let firstInAWhile = askedOf.get(ctx.jobs);
  if (!firstInAWhile) askedOf.set(ctx.jobs, (firstInAWhile = askAgainAfter(10 * 60_000)));
  return firstInAWhile(`${ctx.companyId}:${contactId}`, ctx.clock.now());
}

/** The channel's picture address, or undefined when no answer can be had now. */
async function askChannel(
  ctx: SystemCtx,
  connection: repo.PictureConnection | null,
  number: string,
) {
  if (connection?.status !== 'CONNECTED') return undefined;
  const adapter = ctx.channels.get(connection.provider);
  if (!adapter?.profilePicture) return undefined;
  const ref = { id: connection.id, companyId: ctx.companyId, name: connection.name };
  return adapter.profilePicture(ref, number);
}

/** Stores the picture a channel answers, ready to serve; null when there is none. */
async function storePicture(ctx: SystemCtx, contactId: number, url: string | null, at: Date) {
  if (!url) return { path: null, url: '' };
  const picture = await downloadPicture(url);
  const staged = await ctx.media.stage(ctx.companyId, picture.stream, picture.name);
  await staged.commit();
  return { path: staged.path, url: `/api/contacts/${contactId}/picture?v=${at.getTime()}` };
}

/**
 * The contact.picture job: asks the channel, stores the picture (or that there is none) on the
 * contact and tells the company when what it shows changed. No connected channel able to
 * answer: nothing is recorded, so the next inbound message asks again. Running twice is
 * harmless: a contact answered for is not asked again, and of two copies running at once the
 * second replaces the first's picture, whose file is removed.
 */
export async function contactPictureHandler(
  ctx: SystemCtx,
  { contactId, connectionId }: z.output<typeof contactPictureJob.schema>,
) {
  const contact = await repo.findLookupSubject(ctx.db, ctx.companyId, contactId, connectionId);
  // a channel has answered for it already (a copy of this lookup that ran first)
  if (!contact || contact.isGroup || contact.checkedAt) return;
  const now = ctx.clock.now();
  let stored: { path: string | null; url: string };
  try {
    const url = await askChannel(ctx, contact.connection, contact.number);
    if (url === undefined) return;
    stored = await storePicture(ctx, contactId, url, now);
  } catch (err) {
    if (err instanceof ChannelError && !err.retryable) {
      ctx.log.warn({ err, contactId }, 'profile picture not available');
      stored = { path: null, url: '' };
    } else throw err;
  }
  const saved = await repo.savePicture(ctx.db, ctx.companyId, contactId, {
    ...stored,
    checkedAt: now,
  });
  if (!saved) {
    if (stored.path) await ctx.media.remove(stored.path); // the contact was deleted meanwhile
    return;
  }
  if (saved.replaced && saved.replaced !== stored.path) await ctx.media.remove(saved.replaced);
  if (!saved.replaced && !stored.path) return; // no picture before, none now: nothing to show
  const row = await findContact(ctx.db, ctx.companyId, contactId);
  if (!row) return;
  const extra = await extraInfoOfContacts(ctx.db, ctx.companyId, [contactId]);
  const dto = toContactDTO(row, extra.get(contactId) ?? []);
  ctx.events.emit({ type: 'contact.updated', companyId: ctx.companyId, contact: dto });
}

/** The stored picture of a contact of the company (its avatar). */
export async function contactPictureFile(ctx: Ctx, contactId: number) {
  const state = await repo.findPictureState(ctx.db, ctx.companyId, contactId);
  if (!state?.path || !ctx.media.exists(state.path)) {
    throw notFound('ERR_NO_CONTACT_FOUND', 'Foto de perfil não encontrada');
  }
  return {
    stream: ctx.media.open(state.path),
    name: state.path.slice(state.path.lastIndexOf('/') + 1),
  };
}
