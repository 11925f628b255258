import { expect } from 'vitest';
import { botTexts, ticketOf } from '../../../test/bot-desk';
import { eventually, openDemoDesk, type TestApp } from '../../../test/harness';
import { outsideSettings } from './engine/outside-call';

/** Roomy on a loaded machine: only the tests about a slow service shorten it. */
export const TEST_OUTSIDE_TIMEOUT_MS = 10_000;

/** Runs `during` with the outside calls' time limit at `ms`, then puts the roomy one back. */
export async function withOutsideTimeout(ms: number, during: () => Promise<void>) {
  outsideSettings.timeoutMs = ms;
  try {
    await during();
  } finally {
    outsideSettings.timeoutMs = TEST_OUTSIDE_TIMEOUT_MS;
  }
}

export type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

/** Creates an integration through the API and sets it on the demo's 'Atendimento' queue. */
export async function integrationOnQueue(t: TestApp, desk: Desk, body: Record<string, unknown>) {
  const res = await t.request('POST', '/queueIntegration', desk.admin.token, body);
  if (res.statusCode !== 200) throw new Error(`integration: ${res.body}`);
  const put = await t.request('PUT', `/queue/${desk.atendimento}`, desk.admin.token, {
    integrationId: res.json().id,
  });
  if (put.statusCode !== 200) throw new Error(`queue: ${put.body}`);
  return res.json().id as number;
}

/** A customer on the simulated phone, in the queue with the integration. */
export function customer(t: TestApp, desk: Desk, number: string, name = 'Rita') {
  const says = (body: string) => desk.customerSays(number, body, { name });
  const ticket = () => ticketOf(t, desk.admin, number);
  const texts = async () => botTexts(t, desk.admin, (await ticket()).id);
  /** Waits until the bot's texts end with `expected`. */
  const hears = (expected: string[]) =>
    eventually(
      async () => expect((await texts()).slice(-expected.length)).toEqual(expected),
      60_000,
    );
  const notes = async () => {
    const res = await t.request(
      'GET',
      `/ticket-notes/list?ticketId=${(await ticket()).id}`,
      desk.admin.token,
    );
    return (res.json() as { note: string }[]).map((n) => n.note);
  };
  /** 'Oi' opens the menu, '1' picks Atendimento: the integration's first turn. */
  const entersQueue = async () => {
    await says('Oi');
    await says('1');
  };
  return { says, ticket, texts, hears, notes, entersQueue };
}
