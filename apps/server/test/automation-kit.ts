import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import type { Clock } from '../src/context';
import { ticketTrackings } from '../src/db/schema';
import type { SweepCtx } from '../src/jobs/sweep';
import { eventually, type TestApp } from './harness';

/**
 * A clock that follows the real one, as the database's own timestamps do, and can be moved
 * ahead for a while: time rules compare both.
 */
export function offsetClock(): Clock & {
  ahead<T>(minutes: number, run: () => Promise<T>): Promise<T>;
} {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    async ahead(minutes, run) {
      offset += minutes * 60_000;
      try {
        return await run();
      } finally {
        offset -= minutes * 60_000;
      }
    },
  };
}

/** What a time rule's job receives, over the test app's database, clock and events. */
export function sweepCtxOf(t: TestApp): SweepCtx {
  const { db, events, clock, jobs, channels, media, secrets } = t.deps;
  const shared = {
    db,
    events,
    clock,
    jobs,
    channels,
    media,
    secrets,
    log: pino({ level: 'silent' }),
  };
  return { ...shared, company: (companyId) => ({ ...shared, companyId }) };
}

/** The ticket's cycles, oldest first. */
export function cyclesOf(t: TestApp, ticketId: number) {
  return t.deps.db
    .select()
    .from(ticketTrackings)
    .where(eq(ticketTrackings.ticketId, ticketId))
    .orderBy(asc(ticketTrackings.id));
}

interface ChatMessage {
  body: string;
  fromMe: boolean;
  automatic: boolean;
  sendStatus: string;
}

/** The automatic messages stored on the ticket, oldest first. */
export async function automaticTexts(t: TestApp, token: string, ticketId: number) {
  const res = await t.request('GET', `/messages/${ticketId}`, token);
  return (res.json().messages as ChatMessage[]).filter((m) => m.automatic).map((m) => m.body);
}

/** What the simulated phone of `number` received from the company, oldest first. */
export async function phoneInbox(t: TestApp, token: string, connectionId: number, number: string) {
  const res = await t.request('GET', `/sandbox/${connectionId}/messages?number=${number}`, token);
  return (res.json().messages as { direction: string; body: string }[])
    .filter((m) => m.direction === 'out')
    .map((m) => m.body);
}

/** Waits until the phone has received `body` (the send job runs in the background). */
export function phoneReceives(
  t: TestApp,
  token: string,
  connectionId: number,
  number: string,
  body: string,
) {
  return eventually(async () => {
    const inbox = await phoneInbox(t, token, connectionId, number);
    if (!inbox.includes(body)) throw new Error(`the phone has not received: ${body}`);
    return inbox;
  });
}
