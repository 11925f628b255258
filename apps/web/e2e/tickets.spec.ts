import type { TicketDTO } from '@atende/shared';
import { expect, test, type Page } from './fixtures';
import { quietBot } from './quiet-bot';
import {
  ADMIN,
  AGENT,
  BASE_URL,
  apiAs,
  browserApi,
  customerOpensTicket,
  customerWrites,
  logIn,
  sandboxId,
  takeTicket,
} from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
const digits = String(Date.now()).slice(-9);
const phone = (n: number) => `55${digits}${n}`;

const list = (page: Page) => page.getByRole('list', { name: 'Lista de atendimentos' });
const item = (page: Page, name: string) => list(page).getByRole('listitem', { name });
const subTab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

let restoreBot: (() => Promise<unknown>) | undefined;
test.afterEach(async () => {
  await restoreBot?.();
  restoreBot = undefined;
});

test('live ticket lists: receive, accept, reorder, close, reopen, search and new ticket', async ({
  page,
}) => {
  await logIn(page, ADMIN);
  const admin = await browserApi(page);
  const connectionId = await sandboxId(admin);
  // the lists are under test here, not the chatbot: the simulated phone's bot stays quiet
  restoreBot = await quietBot(admin, connectionId);
  const customerA = { number: phone(1), name: `Cliente A ${stamp}` };
  const customerB = { number: phone(2), name: `Cliente B ${stamp}` };
  const say = (who: typeof customerA, body: string) =>
    customerWrites(admin, connectionId, who, body);

  await page.goto('/tickets');
  await expect(page.getByText('Selecione um atendimento para começar a conversar.')).toBeVisible();
  await subTab(page, /Aguardando/).click();

  // a customer writes: the ticket shows up in 'Aguardando' without a reload, with its unread count
  await say(customerA, 'Olá, preciso de ajuda');
  const pendingA = item(page, customerA.name);
  await expect(pendingA).toBeVisible();
  await expect(pendingA.getByLabel('Mensagens não lidas: 1')).toBeAttached();
  await expect(pendingA).toContainText('Olá, preciso de ajuda');

  // accept: the chat opens at /tickets/{uuid} and the list turns to 'Atendendo', where the
  // ticket shows highlighted
  await pendingA.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  const uuidA = page.url().split('/').pop()!;
  await expect(subTab(page, /Atendendo/)).toHaveAttribute('aria-selected', 'true');
  await expect(list(page).locator('[aria-current="true"]')).toContainText(customerA.name);

  // a second customer, accepted too, comes above A; A's next message puts A back on top
  await subTab(page, /Aguardando/).click();
  await say(customerB, 'Bom dia');
  await item(page, customerB.name).getByRole('button', { name: 'Aceitar' }).click();
  await expect(page).not.toHaveURL(new RegExp(uuidA));
  await subTab(page, /Atendendo/).click();
  const rows = list(page).getByRole('listitem');
  await expect(rows.first()).toHaveAccessibleName(customerB.name);
  await say(customerA, 'Mais uma pergunta');
  await expect(rows.first()).toHaveAccessibleName(customerA.name);
  await expect(rows.first()).toContainText('Mais uma pergunta');

  // admins peek at a conversation without opening it
  await item(page, customerB.name).getByRole('button', { name: 'Espiar conversa' }).click();
  const peek = page.getByRole('dialog', { name: `Conversa com ${customerB.name}` });
  await expect(peek.getByText('Bom dia')).toBeVisible();
  await peek.getByRole('button', { name: 'Fechar' }).click();
  await expect(peek).toBeHidden();

  // resolve A after confirming; it shows in 'Resolvidos'
  await item(page, customerA.name).getByRole('button', { name: 'Resolver' }).click();
  const confirm = page.getByRole('dialog', { name: 'Resolver atendimento' });
  await confirm.getByRole('button', { name: 'Resolver' }).click();
  await expect(item(page, customerA.name)).toBeHidden();
  await page.getByRole('tab', { name: 'Resolvidos' }).click();
  const closedA = item(page, customerA.name);
  await expect(closedA).toBeVisible();

  // reopen: back to me, the chat opens and the list follows it to 'Abertas' › 'Atendendo'
  await closedA.getByRole('button', { name: 'Reabrir' }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${uuidA}$`));
  await expect(page.getByRole('tab', { name: 'Abertas' })).toHaveAttribute('aria-selected', 'true');
  await expect(subTab(page, /Atendendo/)).toHaveAttribute('aria-selected', 'true');
  await expect(list(page).locator('[aria-current="true"]')).toContainText(customerA.name);

  // search by the customer's name
  await page.getByRole('tab', { name: 'Busca' }).click();
  await page.getByLabel('Buscar atendimento e mensagens').fill(`Cliente A ${stamp}`);
  await expect(item(page, customerA.name)).toBeVisible();
  await expect(item(page, customerB.name)).toBeHidden();
  await page.getByRole('button', { name: 'Limpar' }).click();
  await expect(page.getByLabel('Buscar atendimento e mensagens')).toHaveValue('');

  // a new ticket for an existing contact through the dialog
  const contactName = `Contato Novo ${stamp}`;
  await admin.post('/contacts', { name: contactName, number: phone(3) });
  const contactOption = `${contactName} - ${phone(3)}`;
  await page.getByRole('tab', { name: 'Abertas' }).click();
  await page.getByRole('button', { name: 'Novo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Ticket' });
  await dialog.getByLabel('Pesquisar contato').fill(contactName);
  await page.getByRole('option', { name: contactOption }).click();
  await dialog.getByRole('combobox', { name: 'Fila' }).click();
  await page.getByRole('option', { name: 'Atendimento' }).click();
  await dialog.getByRole('combobox', { name: 'Conexão' }).click();
  await page.getByRole('option', { name: 'Telefone simulado' }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  const created = await admin.get<TicketDTO>(`/tickets/u/${page.url().split('/').pop()}`);
  expect(created.status).toBe('open');
  await subTab(page, /Atendendo/).click();
  await expect(item(page, contactName)).toBeVisible();

  // the same contact again: the open ticket is mine, so the dialog opens it
  await page.goto('/tickets');
  await page.getByRole('button', { name: 'Novo', exact: true }).click();
  await dialog.getByLabel('Pesquisar contato').fill(contactName);
  await page.getByRole('option', { name: contactOption }).click();
  await dialog.getByRole('combobox', { name: 'Fila' }).click();
  await page.getByRole('option', { name: 'Atendimento' }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/tickets/${created.uuid}$`));

  // more tickets than a phone's screen holds (the narrow screen below scrolls its list)
  for (let n = 0; n < 8; n++) {
    const waiting = await customerOpensTicket(
      admin,
      { number: phone(10 + n), name: `Fila Longa ${n} ${stamp}` },
      'Olá',
    );
    await takeTicket(admin, waiting.id);
  }

  // a name with no match offers 'add contact'; the saved contact is then chosen
  const newcomer = `Recém Chegado ${stamp}`;
  await page.getByRole('button', { name: 'Novo', exact: true }).click();
  await dialog.getByLabel('Pesquisar contato').fill(newcomer);
  await page.getByRole('option', { name: `Adicionar contato "${newcomer}"` }).click();
  const contactDialog = page.getByRole('dialog', { name: 'Adicionar contato' });
  await expect(contactDialog.getByLabel('Nome')).toHaveValue(newcomer);
  await contactDialog.getByLabel('Número do WhatsApp').fill(phone(6));
  await contactDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(contactDialog).toBeHidden();
  await expect(dialog.getByLabel('Pesquisar contato')).toHaveValue(newcomer);
  await dialog.getByRole('combobox', { name: 'Fila' }).click();
  await page.getByRole('option', { name: 'Atendimento' }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(new RegExp(created.uuid));
  await expect(item(page, newcomer)).toBeVisible();

  // narrow screens: 'Ticket' and 'Atendimentos' tabs, names cut to 10 characters
  // short enough that the list scrolls: the list must still start at its top after the reload
  await page.setViewportSize({ width: 420, height: 480 });
  // the side menu turns into an overlay that starts open (its code loads after the first
  // screen): wait for it, close it with its own button, then use the tabs
  // (not Escape: it reaches the overlay only once the overlay has taken the focus)
  const kanbanLink = page.getByRole('link', { name: 'Kanban' });
  await expect(kanbanLink).toBeVisible();
  await page.getByRole('button', { name: 'Fechar menu' }).click();
  await expect(kanbanLink).toBeHidden();
  // the reload (in the account menu on a phone) opens the app afresh: the lists come from the
  // server, not this session's cache (a phone opening the app has no cache either)
  // (the reload is the browser's: wait for the new page, or the tab below is clicked on the old one)
  await page.getByRole('button', { name: 'Conta', exact: true }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Recarregar' }).click();
  await reloaded;
  // (the side menu stays closed, as it was left)
  await expect(kanbanLink).toBeHidden();
  await page.getByRole('tab', { name: 'Atendimentos' }).click();
  // the list shows from its top, where the newest ticket is (it once came back scrolled to
  // the bottom: measured while hidden)
  await expect(item(page, newcomer)).toBeInViewport();
  await expect(item(page, newcomer)).toContainText(newcomer.slice(0, 10));
  await expect(item(page, newcomer)).not.toContainText(newcomer);
  await page.getByRole('tab', { name: 'Ticket', exact: true }).click();
  await expect(item(page, newcomer)).toBeHidden();
});

test('an agent does not see a ticket of a queue that is not theirs', async ({ page, browser }) => {
  const admin = await apiAs(page.request, ADMIN);
  const queues = await admin.get<{ id: number; name: string }[]>('/queue');
  const financeiro = queues.find((q) => q.name === 'Financeiro')!;
  const atendimento = queues.find((q) => q.name === 'Atendimento')!;

  const place = async (name: string, number: string, queueId: number) => {
    const ticket = await customerOpensTicket(admin, { number, name }, 'Oi');
    expect(ticket.contact.name).toBe(name);
    await admin.put(`/tickets/${ticket.id}`, { status: 'open' });
    // a transfer to a queue without a user puts it back to waiting there
    const moved = await admin.put<TicketDTO>(`/tickets/${ticket.id}`, { queueId });
    expect(moved.status).toBe('pending');
  };
  const billing = `Cliente Financeiro ${stamp}`;
  const support = `Cliente Suporte ${stamp}`;
  await place(billing, phone(4), financeiro.id);
  await place(support, phone(5), atendimento.id);

  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'pt-BR' });
  const agentPage = await context.newPage();
  await logIn(agentPage, AGENT);
  await agentPage.goto('/tickets');
  await subTab(agentPage, /Aguardando/).click();
  await expect(item(agentPage, support)).toBeVisible();
  await expect(item(agentPage, billing)).toHaveCount(0);
  // no show-all switch nor peek for an agent
  await expect(agentPage.getByRole('checkbox', { name: 'Todos' })).toHaveCount(0);
  await expect(agentPage.getByRole('button', { name: 'Espiar conversa' })).toHaveCount(0);

  await agentPage.getByRole('tab', { name: 'Busca' }).click();
  await agentPage.getByLabel('Buscar atendimento e mensagens').fill(stamp);
  await expect(item(agentPage, support)).toBeVisible();
  await expect(item(agentPage, billing)).toHaveCount(0);
  await context.close();
});
