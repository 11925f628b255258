import type { WhatsappDTO } from '@atende/shared';
import { expect, test, type Page } from './fixtures';
import { browserApi, logIn } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const name = `Oficial E2E ${Date.now().toString(36)}`;

async function openConnections(page: Page) {
  await logIn(page);
  await page.goto('/connections');
  await expect(page.getByRole('heading', { name: 'Conexões' })).toBeVisible();
}

const rowOf = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

test('an admin adds an official Cloud API connection and finds the webhook address to give Meta', async ({
  page,
}) => {
  await openConnections(page);
  await page.getByRole('button', { name: 'Adicionar WhatsApp' }).click();
  const modal = page.getByRole('dialog', { name: 'Adicionar WhatsApp' });
  await modal.getByLabel('Nome', { exact: true }).fill(name);
  await modal.getByRole('combobox', { name: 'Provedor' }).click();
  await page.getByRole('option', { name: 'WhatsApp Cloud API (oficial)' }).click();
  await expect(
    modal.getByText('O endereço do webhook para informar à Meta aparece depois de salvar.'),
  ).toBeVisible();

  // what it needs is asked for before anything is sent
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal.getByText('Obrigatório')).toHaveCount(4);
  await modal.getByLabel('ID do número de telefone').fill('109876543210');
  await modal.getByLabel('ID da conta do WhatsApp Business').fill('2233445566');
  await modal.getByLabel('Token de acesso').fill('EAAG-e2e-token');
  await modal.getByLabel('Chave secreta do app').fill('e2e-app-secret');
  await modal.getByLabel('Token de verificação do webhook').fill('e2e-verify');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Conexão salva com sucesso!')).toBeVisible();
  await expect(modal).toBeHidden();

  // editing shows the ids, never the secrets, and the webhook address of this connection
  const row = rowOf(page, name);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Editar conexão' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar WhatsApp' });
  await expect(edit.getByLabel('ID do número de telefone')).toHaveValue('109876543210');
  for (const secret of ['Token de acesso', 'Chave secreta do app']) {
    await expect(edit.getByLabel(secret)).toHaveValue('');
  }
  await expect(edit.getByText('Definido. Deixe em branco para manter o atual.')).toHaveCount(3);
  const list = await (await browserApi(page)).get<WhatsappDTO[]>('/whatsapp');
  const created = list.find((w) => w.name === name)!;
  expect(created.provider).toBe('cloud-api');
  const origin = new URL(page.url()).origin;
  await expect(edit.getByRole('textbox', { name: 'Endereço do webhook' })).toHaveValue(
    `${origin}/api/webhooks/cloud-api/${created.id}`,
  );

  // how it looks: wide and phone-sized, light and dark (for review, not compared)
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('preferredTheme', t), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.reload();
      // the table: a Cloud API connection has a status but no QR code, new QR or disconnect
      const listed = rowOf(page, name);
      await expect(listed.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
      for (const qrOnly of ['QR CODE', 'Novo QR CODE', 'Desconectar']) {
        await expect(listed.getByRole('button', { name: qrOnly, exact: true })).toHaveCount(0);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, 'page wider than the screen').toBeLessThanOrEqual(0);
      await page.screenshot({
        path: test.info().outputPath(`connections-table-${width}-${theme}.png`),
      });
      await rowOf(page, name).getByRole('button', { name: 'Editar conexão' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar WhatsApp' });
      await expect(dialog.getByRole('textbox', { name: 'Endereço do webhook' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`cloud-api-${width}-${theme}.png`) });
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
    }
  }
  await page.evaluate(() => localStorage.setItem('preferredTheme', 'light'));

  // a blank secret keeps the stored one: saving the unchanged form is accepted
  await page.reload();
  await rowOf(page, name).getByRole('button', { name: 'Editar conexão' }).click();
  await page
    .getByRole('dialog', { name: 'Editar WhatsApp' })
    .getByRole('button', { name: 'Salvar' })
    .click();
  await expect(page.getByText('Conexão salva com sucesso!')).toBeVisible();

  // removed again, leaving the demo company as it was
  await rowOf(page, name).getByRole('button', { name: 'Excluir conexão' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(rowOf(page, name)).toHaveCount(0);
});
