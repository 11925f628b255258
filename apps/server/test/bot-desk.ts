import type { Session, TestApp } from './harness';

/** What the bot tests read and set up around the demo desk. */

export type ChatMessage = {
  id: number;
  body: string;
  fromMe: boolean;
  automatic: boolean;
  mediaType: string;
};
type Ticket = {
  id: number;
  status: string;
  queueId: number | null;
  userId: number | null;
  chatbot: boolean;
  contactId: number;
  whatsappId: number;
  createdAt: string;
};

/**
 * A two-level option tree on `queueId`, in place of the menu it had, built through the API:
 * [1] Suporte técnico → ([1] Internet lenta (a leaf), [2] Falar com um atendente (hand over));
 * [2] Cobrança (forwards to `forwardTo`).
 */
export async function buildMenu(t: TestApp, admin: Session, queueId: number, forwardTo: number) {
  const send = async (method: 'POST' | 'DELETE', url: string, body?: object) => {
    const res = await t.request(method, url, admin.token, body);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.body}`);
    return res.json() as { id: number };
  };
  const roots = (await t.request('GET', `/queue-options?queueId=${queueId}`, admin.token)).json();
  for (const root of roots as { id: number }[]) await send('DELETE', `/queue-options/${root.id}`);
  const tech = await send('POST', '/queue-options', {
    queueId,
    option: 1,
    title: 'Suporte técnico',
    message: 'Qual o problema?',
  });
  await send('POST', '/queue-options', {
    queueId,
    parentId: tech.id,
    option: 1,
    title: 'Internet lenta',
    message: 'Reinicie o roteador.',
  });
  await send('POST', '/queue-options', {
    queueId,
    parentId: tech.id,
    option: 2,
    title: 'Falar com um atendente',
    message: 'Um atendente vai falar com você.',
    humanHandover: true,
  });
  await send('POST', '/queue-options', {
    queueId,
    option: 2,
    title: 'Cobrança',
    message: 'Encaminhando ao Financeiro.',
    forwardQueueId: forwardTo,
  });
}

/** The texts the bot sends in the tree built by buildMenu. */
export const MENU_TEXTS = {
  root: '[1] Suporte técnico\n[2] Cobrança\n\n[0] Menu anterior\n[#] Menu inicial',
  tech: 'Qual o problema?\n\n[1] Internet lenta\n[2] Falar com um atendente\n\n[0] Menu anterior\n[#] Menu inicial',
};

/** The contact's newest ticket, as the admin's search finds it. */
export async function ticketOf(t: TestApp, admin: Session, number: string): Promise<Ticket> {
  const res = await t.request('GET', `/tickets?searchParam=${number}&showAll=true`, admin.token);
  const tickets = res.json().tickets as Ticket[];
  return tickets.sort((a, b) => b.id - a.id)[0]!;
}

export async function ticketsOf(t: TestApp, admin: Session, number: string): Promise<Ticket[]> {
  const res = await t.request('GET', `/tickets?searchParam=${number}&showAll=true`, admin.token);
  return res.json().tickets as Ticket[];
}

/** A ticket's messages, oldest first (the first page holds every message of these tests). */
export async function chatOf(t: TestApp, admin: Session, ticketId: number): Promise<ChatMessage[]> {
  return (await t.request('GET', `/messages/${ticketId}`, admin.token)).json().messages;
}

/** The bot's (and other automatic) texts on a ticket, oldest first. */
export async function botTexts(t: TestApp, admin: Session, ticketId: number) {
  return (await chatOf(t, admin, ticketId)).filter((m) => m.automatic).map((m) => m.body);
}

/** What the customer's phone received from the company, oldest first. */
export async function phoneReceived(
  t: TestApp,
  admin: Session,
  connectionId: number,
  number: string,
): Promise<string[]> {
  const res = await t.request(
    'GET',
    `/sandbox/${connectionId}/messages?number=${number}`,
    admin.token,
  );
  const messages = res.json().messages as { direction: string; body: string }[];
  return messages.filter((m) => m.direction === 'out').map((m) => m.body);
}
