import { performance } from 'node:perf_hooks';
import type { TicketDTO } from '@atende/shared';
import type { z } from 'zod';
import { ChannelError } from '../../channels/channel';
import type { Ctx, SystemCtx } from '../../context';
import { askAgainAfter } from '../../jobs/ask-again-after';
import { whenForegroundQuiet } from '../../jobs/foreground';
import { tryHereFirst, type FailedRun } from '../../jobs/try-here-first';
import { notFound } from '../../http/app-error';
import { extraInfoOfContacts } from '../contacts/contact-fields.repo';
import { toContactDTO } from '../contacts/contact-dto';
import { findContacts } from '../contacts/contacts.repo';
import { contactPictureJob } from './contact-picture.job';
import * as repo from './contact-pictures.repo';
import { downloadPicture } from './picture-download';

/**
 * How many lookups one app runs at once in the background, and how many more wait their turn
 * in memory (a burst of new customers); the job queue takes the rest.
 */
const LOOKUPS_AT_ONCE = 4;
const LOOKUPS_WAITING = 500;
/** How many of those waiting one run takes together: one read and one write for them all. */
const LOOKUPS_PER_RUN = 25;
/**
 * A lookup waits for a moment with no customer message being stored, at most this long after
 * it was asked for: counted from the asking, not from its turn, so under sustained load the
 * lookups run late but as fast as they come (decision 0121).
 */
const LOOKUP_YIELDS_AT_MOST_MS = 2000;

type LookupJob = z.output<typeof contactPictureJob.schema>;

type Lookup = {
  ctx: SystemCtx;
  job: LookupJob;
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
      batchAtMost: LOOKUPS_PER_RUN,
      run: async (batch) => {
        // the first of a batch was asked for first: the others have waited less
        await whenForegroundQuiet(batch[0]!.yieldsUntil - performance.now());
        return runLookups(batch);
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

/** A batch's lookups, a company at a time; answers those that could not be done. */
async function runLookups(batch: Lookup[]): Promise<FailedRun<Lookup>[]> {
  const failed: FailedRun<Lookup>[] = [];
  const byCompany = new Map<number, Lookup[]>();
  for (const lookup of batch) {
    const lookups = byCompany.get(lookup.ctx.companyId);
    if (lookups) lookups.push(lookup);
    else byCompany.set(lookup.ctx.companyId, [lookup]);
  }
  for (const lookups of byCompany.values()) {
    const lookupOf = new Map(lookups.map((lookup) => [lookup.job, lookup]));
    try {
      const notDone = await lookUpPictures(lookups[0]!.ctx, [...lookupOf.keys()]);
      for (const { payload, err } of notDone) failed.push({ payload: lookupOf.get(payload)!, err });
    } catch (err) {
      failed.push(...lookups.map((payload) => ({ payload, err })));
    }
  }
  return failed;
}

/**
 * The contact.picture job: one lookup, retried by the queue while the channel cannot answer.
 */
export async function contactPictureHandler(ctx: SystemCtx, job: LookupJob) {
  const [failed] = await lookUpPictures(ctx, [job]);
  if (failed) throw failed.err;
}

/**
 * Asks the channel, one contact after the other, for the pictures of contacts of one company,
 * stores them (or that there is none) and tells the company of those that changed what it
 * shows: one read and one write for the whole batch. Answers the lookups the channel could
 * not answer (to be retried); with no connected channel able to answer nothing is recorded,
 * so the next inbound message asks again. Running twice is harmless: a contact answered for
 * is not asked again, and of two copies running at once the second replaces the first's
 * picture, whose file is removed.
 */
async function lookUpPictures(ctx: SystemCtx, jobs: LookupJob[]): Promise<FailedRun<LookupJob>[]> {
  const subjects = await repo.findLookupSubjects(ctx.db, ctx.companyId, jobs);
  const subjectOf = new Map(subjects.map((subject) => [subject.contactId, subject]));
  const now = ctx.clock.now();
  const answers: repo.PictureAnswer[] = [];
  const failed: FailedRun<LookupJob>[] = [];
  for (const job of jobs) {
    const subject = subjectOf.get(job.contactId);
    // a channel has answered for it already (a copy of this lookup that ran first)
    if (!subject || subject.isGroup || subject.checkedAt) continue;
    subjectOf.delete(job.contactId); // asked twice in one batch: once
    try {
      const answer = await askFor(ctx, subject, now);
      if (answer) answers.push(answer);
    } catch (err) {
      failed.push({ payload: job, err });
    }
  }
  const replaced = await repo.savePictures(ctx.db, ctx.companyId, answers, now);
  const changed: number[] = [];
  for (const { contactId, path } of answers) {
    if (!replaced.has(contactId)) {
      if (path) await ctx.media.remove(path); // the contact was deleted meanwhile
      continue;
    }
    const before = replaced.get(contactId);
    if (before && before !== path) await ctx.media.remove(before);
    if (before || path) changed.push(contactId); // no picture before, none now: nothing to show
  }
  await announceContacts(ctx, changed);
  return failed;
}

/** The channel's answer for one contact, stored; undefined when none can be had now. */
async function askFor(
  ctx: SystemCtx,
  subject: repo.LookupSubject,
  now: Date,
): Promise<repo.PictureAnswer | undefined> {
  const { contactId } = subject;
  try {
    const url = await askChannel(ctx, subject.connection, subject.number);
    if (url === undefined) return undefined;
    return { contactId, ...(await storePicture(ctx, contactId, url, now)) };
  } catch (err) {
    if (!(err instanceof ChannelError) || err.retryable) throw err;
    ctx.log.warn({ err, contactId }, 'profile picture not available');
    return { contactId, path: null, url: '' };
  }
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

/** The contacts whose picture changed, to the company's screens. */
async function announceContacts(ctx: SystemCtx, ids: number[]) {
  if (ids.length === 0) return;
  const [rows, extra] = await Promise.all([
    findContacts(ctx.db, ctx.companyId, ids),
    extraInfoOfContacts(ctx.db, ctx.companyId, ids),
  ]);
  for (const row of rows) {
    const contact = toContactDTO(row, extra.get(row.id) ?? []);
    ctx.events.emit({ type: 'contact.updated', companyId: ctx.companyId, contact });
  }
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
