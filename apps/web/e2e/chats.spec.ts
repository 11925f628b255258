import { expect, test, type Page } from './fixtures';
import { ADMIN, AGENT, logIn } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

/** Opens the chat from the list and waits for its messages pane. */
async function openChat(page: Page, title: string) {
  await page.getByRole('list', { name: 'Conversas' }).getByText(title, { exact: true }).click();
  await expect(page.getByRole('log', { name: `Mensagens de ${title}` })).toBeVisible();
}

test('two colleagues chat live in two browsers, with unread dot, popover and owner-only edits', async ({
  browser,
}) => {
  const title = `Plantão ${Date.now() % 100_000}`;
  const anaContext = await browser.newContext();
  const brunoContext = await browser.newContext();
  const ana = await anaContext.newPage();
  const bruno = await brunoContext.newPage();
  await logIn(ana, ADMIN);
  await logIn(bruno, AGENT);

  // Ana opens a new chat with Bruno; the dialog asks for a title and a user first
  await ana.goto('/chats');
  await ana.getByRole('button', { name: 'Nova' }).click();
  const dialog = ana.getByRole('dialog', { name: 'Conversa' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Por favor, preencha o título da conversa.')).toBeVisible();
  await expect(dialog.getByText('Por favor, selecione pelo menos um usuário.')).toBeVisible();
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Filtro por Usuários').click();
  await ana.getByRole('option', { name: 'Bruno Agente' }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(ana).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);

  // Bruno, elsewhere, sees the unread dot in the menu and the count in the top bar
  await bruno.goto('/tickets');
  const input = ana.getByRole('textbox', { name: 'Digite uma mensagem' });
  await input.fill('Bruno, cobre a fila das 14h?');
  await input.press('Enter');
  await expect(bruno.getByTestId('chats-menu-dot')).toBeVisible();
  const popoverButton = bruno.getByRole('button', { name: 'Chat interno: 1 conversa não lida' });
  await popoverButton.click();
  await bruno.getByRole('list', { name: 'Chat Interno' }).getByText(title).click();
  await expect(bruno).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  const brunoLog = bruno.getByRole('log', { name: `Mensagens de ${title}` });
  await expect(brunoLog.getByTestId('chat-message')).toHaveCount(1);
  await expect(brunoLog).toContainText('Bruno, cobre a fila das 14h?');
  // opened: read, the dot goes
  await expect(bruno.getByTestId('chats-menu-dot')).toHaveCount(0);
  await expect(
    bruno.getByRole('button', { name: 'Chat interno: nenhuma conversa não lida' }),
  ).toBeVisible();

  // the answer reaches Ana's open chat live; an empty message is not sent
  const brunoInput = bruno.getByRole('textbox', { name: 'Digite uma mensagem' });
  await brunoInput.fill('   ');
  await brunoInput.press('Enter');
  await brunoInput.fill('Cubro sim!');
  await brunoInput.press('Enter');
  const anaLog = ana.getByRole('log', { name: `Mensagens de ${title}` });
  await expect(anaLog.getByTestId('chat-message')).toHaveCount(2);
  await expect(anaLog.getByTestId('chat-message').last()).toContainText('Bruno Agente');
  await expect(anaLog.getByTestId('chat-message').last()).toContainText('Cubro sim!');
  await expect(brunoLog.getByTestId('chat-message')).toHaveCount(2);

  // only the owner edits or deletes
  await expect(bruno.getByRole('button', { name: `Editar ${title}`, exact: true })).toHaveCount(0);
  await ana.getByRole('button', { name: `Editar ${title}`, exact: true }).click();
  await ana.getByRole('dialog', { name: 'Conversa' }).getByLabel('Título').fill(`${title} (tarde)`);
  await ana
    .getByRole('dialog', { name: 'Conversa' })
    .getByRole('button', { name: 'Salvar' })
    .click();
  await expect(
    bruno.getByRole('list', { name: 'Conversas' }).getByText(`${title} (tarde)`, { exact: true }),
  ).toBeVisible();

  // the messages stay after a reload
  await bruno.reload();
  await openChat(bruno, `${title} (tarde)`);
  await expect(bruno.getByRole('log').getByTestId('chat-message')).toHaveCount(2);

  // deleted by Ana: Bruno's list drops it and his open chat closes
  await ana.getByRole('button', { name: `Excluir ${title} (tarde)`, exact: true }).click();
  await ana.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(bruno).toHaveURL(/\/chats$/);
  await expect(
    bruno.getByRole('list', { name: 'Conversas' }).getByText(`${title} (tarde)`),
  ).toHaveCount(0);

  await anaContext.close();
  await brunoContext.close();
});
