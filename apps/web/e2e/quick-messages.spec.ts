import { expect, test } from './fixtures';
import { browserApi, customerOpensTicket, logIn, takeTicket } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
/** A customer number of this run: 55 + the clock's last 10 digits. */
const number = `55${String(Date.now()).slice(-10)}`;
const shortcode = `qm${stamp}`;

test('quick messages: create, search, edit, use with "/" in a chat, delete', async ({ page }) => {
  await logIn(page);

  // create: the shortcode is required
  await page.goto('/quick-messages');
  await expect(page.getByRole('heading', { name: 'Respostas Rápidas' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar resposta rápida' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Obrigatório')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Atalho' }).fill(shortcode);
  await dialog.getByRole('textbox', { name: 'Mensagem' }).fill(`Bom dia ${stamp}`);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Operação realizada com sucesso!').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // found by search, shown without attachment
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(shortcode.toUpperCase());
  const row = page.getByRole('row').filter({ hasText: shortcode });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sem anexo');

  // the same shortcode again, in capitals: refused under the field, nothing saved
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await dialog.getByRole('textbox', { name: 'Atalho' }).fill(shortcode.toUpperCase());
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Já existe uma resposta rápida com este atalho')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);

  // edit the message
  await row.getByRole('button', { name: 'Editar' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar resposta rápida' });
  const reply = `Olá! Em que posso ajudar? ${stamp}`;
  await editDialog.getByRole('textbox', { name: 'Mensagem' }).fill(reply);
  await editDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(editDialog).toBeHidden();

  // a customer writes; the admin accepts the ticket
  const api = await browserApi(page);
  const ticket = await customerOpensTicket(
    api,
    { number, name: `Cliente ${stamp}` },
    `Oi, preciso de ajuda ${stamp}`,
  );
  await takeTicket(api, ticket.id);

  // '/' + the shortcode's first letters offers it; picking puts the message in the input
  await page.goto(`/tickets/${ticket.uuid}`);
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  // the box is locked until the messages have loaded; typing (unlike fill) does not wait for it
  await expect(input).toBeEditable();
  await input.pressSequentially(`/${shortcode.slice(0, 6)}`);
  const suggestions = page.getByRole('listbox', { name: 'Respostas rápidas' });
  const option = suggestions.getByRole('option', { name: new RegExp(`/${shortcode} - `) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(input).toHaveValue(reply);
  await expect(suggestions).toBeHidden();
  await input.press('Enter');
  await expect(
    page.getByRole('log').getByTestId('message').filter({ hasText: reply }),
  ).toBeVisible();
  await expect(input).toHaveValue('');

  // delete it after the confirmation
  await page.goto('/quick-messages');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(shortcode);
  // the search has replaced the full list, where the row also shows: its button would vanish
  // under the click (the header and the one row)
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm).toContainText('Deseja realmente excluir esse registro?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(row).toHaveCount(0);
});
