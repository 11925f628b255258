import fs from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { ADMIN, AGENT, logIn, type Login } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString();
const tail = stamp.slice(-8);
const contact = {
  name: `José Contato ${stamp}`,
  number: `5511${tail}1`,
  email: `jose-${stamp}@cliente.test`,
};
const imported = { name: `Importado ${stamp}`, number: `5521${tail}2` };

async function openContacts(page: Page, login: Login) {
  await logIn(page, login);
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Contatos' })).toBeVisible();
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Pesquisar' });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.describe.configure({ mode: 'serial' });

test('an admin adds, searches, edits, imports, exports and deletes contacts', async ({ page }) => {
  await openContacts(page, ADMIN);
  await expect(page.getByTestId('contacts-count')).toContainText(/\d+ contatos?/);

  // add
  await page.getByRole('button', { name: 'Adicionar contato' }).click();
  const modal = page.getByRole('dialog', { name: 'Adicionar contato' });
  await modal.getByRole('button', { name: 'Salvar' }).click();
  // the name and the number are both missing (an empty number is not 'too short')
  await expect(modal.getByText('Obrigatório')).toHaveCount(2);
  await modal.getByLabel('Nome', { exact: true }).fill(contact.name);
  await modal.getByLabel('Número do WhatsApp').fill(`+55 (11) ${tail}1`);
  await expect(modal.getByLabel('Número do WhatsApp')).toHaveValue(contact.number);
  await modal.getByRole('button', { name: 'Adicionar informação' }).click();
  await modal.getByLabel('Nome do campo').fill('Cidade');
  await modal.getByLabel('Valor').fill('Recife');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Contato salvo com sucesso.')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(rowOf(page, contact.name)).toBeVisible();

  // the same number again is refused with a clear message
  await page.getByRole('button', { name: 'Adicionar contato' }).click();
  await modal.getByLabel('Nome', { exact: true }).fill(`Outro ${stamp}`);
  await modal.getByLabel('Número do WhatsApp').fill(contact.number);
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal.getByText('Já existe um contato com este número.')).toBeVisible();
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await expect(modal).toBeHidden();

  // search without accents or case
  await search(page).fill(`jose contato ${stamp}`);
  await expect(page.getByTestId('contacts-count')).toHaveText('1 contato');
  await expect(rowOf(page, contact.name)).toBeVisible();

  // edit the email; the extra info came back from the server
  await rowOf(page, contact.name).getByRole('button', { name: 'Editar contato' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar contato' });
  await expect(edit.getByLabel('Nome do campo')).toHaveValue('Cidade');
  await edit.getByLabel('Endereço de email').fill('not-an-email');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit.getByText('E-mail inválido')).toBeVisible();
  await edit.getByLabel('Endereço de email').fill(contact.email);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, contact.name).getByRole('cell', { name: contact.email })).toBeVisible();

  // import a CSV with one good and one bad row
  await search(page).fill('');
  await page.getByRole('button', { name: 'Importar' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Importar contatos' });
  const csv = `nome,numero,email\n${imported.name},${imported.number},\nX,123,\n`;
  await importDialog.getByLabel('Arquivo de contatos').setInputFiles({
    name: 'contatos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(importDialog.getByText('contatos.csv')).toBeVisible();
  await importDialog.getByRole('button', { name: 'Importar' }).click();
  await expect(importDialog.getByText('Criados: 1')).toBeVisible();
  await expect(importDialog.getByText('Recusados: 1')).toBeVisible();
  const refused = importDialog.getByRole('table', { name: 'Linhas recusadas' });
  await expect(refused.getByRole('row').filter({ hasText: '123' })).toContainText('3');
  await expect(refused).toContainText('Nome muito curto');
  await importDialog.getByRole('button', { name: 'Fechar' }).click();
  await search(page).fill(imported.name);
  // the search has replaced the full list, where the row also shows: its delete button below
  // would vanish under the click
  await expect(page.getByTestId('contacts-count')).toHaveText('1 contato');
  await expect(rowOf(page, imported.name)).toBeVisible();

  // export: the file holds the contacts
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar para CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('contatos.csv');
  const exported = await fs.readFile(await download.path(), 'utf8');
  expect(exported).toContain('nome;numero;email');
  expect(exported).toContain(`${contact.name};${contact.number};${contact.email}`);
  expect(exported).toContain(`${imported.name};${imported.number}`);

  // delete after confirming
  await rowOf(page, imported.name).getByRole('button', { name: 'Excluir contato' }).click();
  const confirm = page.getByRole('dialog', { name: `Excluir ${imported.name}?` });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Contato excluído com sucesso.')).toBeVisible();
  await expect(rowOf(page, imported.name)).toHaveCount(0);
  await expect(page.getByText('Nenhum contato encontrado.')).toBeVisible();
});

test('a user sees contacts but no delete button', async ({ page }) => {
  await openContacts(page, AGENT);
  await search(page).fill(contact.name);
  const row = rowOf(page, contact.name);
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: 'Editar contato' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Abrir atendimento' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excluir contato' })).toHaveCount(0);

  // a phone-sized screen (opened there, so the menu starts closed) drops the email column and
  // keeps the row actions
  await page.setViewportSize({ width: 390, height: 800 });
  await page.reload();
  await search(page).fill(contact.name);
  await expect(row.getByRole('button', { name: 'Editar contato' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Abrir atendimento' })).toBeVisible();
  const emailHeader = page.getByRole('columnheader', { name: 'Email', includeHidden: true });
  await expect(emailHeader).toHaveCount(1);
  await expect(emailHeader).toBeHidden();
  await expect(row.getByRole('cell', { name: contact.email, includeHidden: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Adicionar contato' })).toBeVisible();
});
