import type { TicketDTO } from '@atende/shared';
import { expect, test, type Page } from './fixtures';
import { ADMIN, AGENT, apiAs, browserApi, customerOpensTicket, logIn, takeTicket } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
const customer = { number: `55${String(Date.now()).slice(-9)}7`, name: `Cliente ${stamp}` };

/** The chat header's Transferir: queue, optionally a user, then Transferir. */
async function transfer(page: Page, queue: string, user: string) {
  await page.getByRole('button', { name: 'Transferir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transferir Ticket' });
  await dialog.getByRole('combobox', { name: 'Fila' }).click();
  await page.getByRole('option', { name: queue, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Usuário' }).click();
  await page.getByRole('option', { name: user, exact: true }).click();
  await dialog.getByRole('button', { name: 'Transferir' }).click();
  await expect(page.getByText('Ticket transferido').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a conversation is transferred to a colleague, then handed back to its queue', async ({
  page,
  browser,
}) => {
  const setup = await apiAs(page.request, ADMIN);
  const queues = await setup.get<{ id: number; name: string }[]>('/queue');
  const support = queues.find((q) => q.name === 'Atendimento')!;
  const ticket = await customerOpensTicket(setup, customer, `Oi ${stamp}`);
  await takeTicket(setup, ticket.id, { queueId: support.id });

  await logIn(page, ADMIN);
  const api = await browserApi(page);
  const current = () => api.get<TicketDTO>(`/tickets/${ticket.id}`);

  // the colleague is at work on their own screen
  const colleague = await browser.newContext({ baseURL: process.env.ATENDE_E2E_URL });
  const colleaguePage = await colleague.newPage();
  await logIn(colleaguePage, AGENT);

  // to a colleague of the queue: still open, now theirs; the chat leaves the screen
  await page.goto(`/tickets/${ticket.uuid}`);
  await transfer(page, 'Atendimento', 'Bruno Agente');
  // who is told, by name, who gave them which conversation
  await expect(
    colleaguePage.getByText(`Ana Admin transferiu para você o atendimento de ${customer.name}.`),
  ).toBeVisible();
  await colleague.close();
  await expect(page).toHaveURL(/\/tickets$/);
  // the keyboard goes on from the ticket list, not from the top of the page
  await expect(page.getByRole('tab', { name: /Atendendo/ })).toBeFocused();
  expect(await current()).toMatchObject({
    status: 'open',
    queueId: support.id,
    user: { name: 'Bruno Agente' },
  });

  // back with the admin, then to the same queue with no one: waiting there, unassigned
  await takeTicket(api, ticket.id, { queueId: support.id });
  await page.goto(`/tickets/${ticket.uuid}`);
  await transfer(page, 'Atendimento', 'Nenhum (deixar pendente)');
  expect(await current()).toMatchObject({ status: 'pending', queueId: support.id, userId: null });
  // the waiting tab lists it for the team
  await page.getByRole('tab', { name: /Aguardando/ }).click();
  await expect(page.getByText(customer.name).first()).toBeVisible();
});
