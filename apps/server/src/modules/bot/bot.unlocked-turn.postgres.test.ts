import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventually, openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';
import type { SystemCtx } from '../../context';
import { storeInboundMessage } from '../ingest/ingest.repo';
import { botTicket } from './bot.repo';
import { runBotStep } from './bot.service';

// PostgreSQL only: the test holds a ticket's row lock in one connection while the bot's turn
// runs on another (the embedded database has one connection, so the turn would wait forever).

let t: TestApp;
let desk: Awaited<ReturnType<typeof openDemoDesk>>;
let ctx: SystemCtx;

beforeAll(async () => {
  t = await startTestApp();
  desk = await openDemoDesk(t);
  // a connection with nothing to say: every turn only moves the bot's state (decision 0129)
  await t.request('PUT', `/whatsapp/${desk.connectionId}`, desk.admin.token, {
    greetingMessage: '',
    queueIds: [],
  });
  ctx = { ...t.deps, companyId: desk.admin.user.companyId, log: pino({ level: 'silent' }) };
}, 120_000);
afterAll(() => t.close());

const customerMessage = (number: string, externalId: string, body: string) => ({
  companyId: ctx.companyId,
  whatsappId: desk.connectionId,
  number,
  name: 'Cliente Teste',
  isGroup: false,
  externalId,
  body,
  fromMe: false,
  mediaType: 'chat',
  createdAt: new Date(),
  preview: body,
  cycleAt: new Date(),
});

/** Backends of this database waiting for a row lock. */
const waitingForLock = async () => {
  const result = await t.deps.db.execute(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

it('a turn decided on a ticket that changes before its write is decided again, on the ticket as it is then', async () => {
  const number = '5511977099001';
  const first = (await storeInboundMessage(
    t.deps.db,
    customerMessage(number, 'UNLOCKED-1', 'Oi'),
  ))!;
  const before = (await botTicket(t.deps.db, ctx.companyId, first.ticketId))!;
  expect(before.botState).toEqual({});

  let turn: Promise<void> | undefined;
  let second: Awaited<ReturnType<typeof storeInboundMessage>>;
  await t.deps.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from tickets where id = ${first.ticketId} for no key update`);
    // the turn for the first message reads and decides (the bot ends here), then waits to write
    turn = runBotStep(ctx, first, { whatsappId: desk.connectionId });
    await eventually(async () => expect(await waitingForLock()).toBe(1));
    // meanwhile the customer's second message is stored on the ticket
    second = await storeInboundMessage(tx, customerMessage(number, 'UNLOCKED-2', 'Bom dia'));
  });
  await turn;

  // decided again under the lock, the first message is superseded by the second: no state is
  // written for it (written blindly, the bot would have ended with the first message as seen)
  const after = (await botTicket(t.deps.db, ctx.companyId, first.ticketId))!;
  expect(after.version).not.toBe(before.version);
  expect(after.botState).toEqual({});
  expect(after.chatbot).toBe(false);

  // the second message's own turn ends the bot, on it
  await runBotStep(ctx, second!);
  const ended = (await botTicket(t.deps.db, ctx.companyId, first.ticketId))!;
  expect(ended.botState).toMatchObject({ stage: 'human', lastSeenId: second!.id });
});
