import { expect, test, type Page } from './fixtures';
import { browserApi, customerOpensTicket, logIn } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
const number = `55${String(Date.now()).slice(-9)}7`;

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

test('tags: add, search, edit, count tickets and delete', async ({ page }) => {
  const name = `Ação E2E ${stamp}`;
  const renamed = `Retorno E2E ${stamp}`;

  await logIn(page);
  await page.goto('/tags');
  await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible();

  // add, with the form's validation first
  await page.getByRole('button', { name: 'Nova Tag' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Adicionar tag' });
  await addDialog.getByLabel('Nome').fill('ab');
  await addDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(addDialog.getByText('Mensagem muito curta')).toBeVisible();
  await addDialog.getByLabel('Nome').fill(name);
  await addDialog.getByRole('button', { name: 'Cor #E53935' }).click();
  await addDialog.getByRole('switch', { name: 'Kanban' }).check();
  await addDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Operação realizada com sucesso!').first()).toBeVisible();
  await expect(addDialog).toBeHidden();

  // search ignoring case and accents
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(`ACAO e2e ${stamp}`);
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = rowOf(page, name);
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('0');
  // black reads better than white on this red (5.0:1 against 4.2:1)
  await expect(row.getByText(name)).toHaveCSS('color', 'rgb(0, 0, 0)');

  // edit name and colour
  await row.getByRole('button', { name: `Editar tag ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar tag' });
  await expect(editDialog.getByLabel('Nome')).toHaveValue(name);
  await expect(editDialog.getByRole('switch', { name: 'Kanban' })).toBeChecked();
  await editDialog.getByLabel('Nome').fill(renamed);
  await editDialog.getByLabel('Cor', { exact: true }).fill('#fdd835');
  await editDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(editDialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(stamp);
  const edited = rowOf(page, renamed);
  await expect(edited).toBeVisible();
  await expect(edited.locator('.MuiChip-root')).toHaveCSS('background-color', 'rgb(253, 216, 53)');

  // a ticket tagged through the API shows in the count
  const api = await browserApi(page);
  const { id: ticketId } = await customerOpensTicket(
    api,
    { number, name: `Cliente ${stamp}` },
    `Quero uma etiqueta ${stamp}`,
  );
  const { tags } = await api.get<{ tags: { id: number; name: string }[] }>(
    `/tags?searchParam=${encodeURIComponent(stamp)}`,
  );
  const tag = tags.find((g) => g.name === renamed);
  expect(tag?.name).toBe(renamed);
  await api.post('/tags/sync', { ticketId, tags: [{ id: tag!.id }] });
  await page.reload();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(stamp);
  // the search has replaced the full list (whose rows would vanish under the click below)
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, renamed).getByRole('cell').nth(1)).toHaveText('1');

  // delete after the confirmation
  await rowOf(page, renamed)
    .getByRole('button', { name: `Excluir tag ${renamed}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm.getByText('Deseja realmente excluir esse registro?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(rowOf(page, renamed)).toHaveCount(0);
  await expect(page.getByText('Nenhuma tag encontrada.')).toBeVisible();
  const after = await api.get<{ tags: unknown[] }>(
    `/tags?searchParam=${encodeURIComponent(stamp)}`,
  );
  expect(after.tags).toEqual([]);
});
