import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema';
import {
  DEMO_LOGINS,
  eventually,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../test/harness';

// a short grace, so the test waits well past it without waiting for the production 10 s
const GRACE_MS = 300;

let t: TestApp;
let agent: Session;
/** The socket of the reloaded page (first test), still open in the second. */
let reloaded: Socket;

beforeAll(async () => {
  t = await startTestApp({ deps: { offlineGraceMs: GRACE_MS } });
  agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
}, 120_000);
afterAll(() => t.close());

async function isOnline() {
  const [row] = await t.database.db
    .select({ online: users.online })
    .from(users)
    .where(and(eq(users.companyId, agent.user.companyId), eq(users.id, agent.user.id)));
  return row!.online;
}

it('a reload (the socket closed, another opened a moment later) leaves the user online throughout', async () => {
  const before = await t.connectSocket(agent.token);
  await eventually(async () => expect(await isOnline()).toBe(true));
  before.disconnect();
  // the new page is still loading: a third of the grace later, no socket of theirs is open
  await sleep(GRACE_MS / 3);
  expect(await isOnline()).toBe(true);
  reloaded = await t.connectSocket(agent.token);
  await sleep(GRACE_MS * 4);
  expect(await isOnline()).toBe(true);
});

it('a user whose every socket closed and none came back is offline after the grace', async () => {
  const first = await t.connectSocket(agent.token);
  const second = await t.connectSocket(agent.token);
  first.disconnect();
  await sleep(GRACE_MS * 4);
  // another tab is still open
  expect(await isOnline()).toBe(true);
  second.disconnect();
  reloaded.disconnect();
  await eventually(async () => expect(await isOnline()).toBe(false), 5_000);
});
