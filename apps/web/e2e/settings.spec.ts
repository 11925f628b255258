import { expect, test, type Page } from './fixtures';
import { browserApi, logIn } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

/** Picks an option of a MUI select by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('settings: an option saves on change, saying Atualizando... then the success toast', async ({
  page,
}) => {
  await logIn(page);
  await page.getByRole('link', { name: 'Configurações' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible();
  const rating = page.getByRole('combobox', { name: 'Avaliações' });
  await expect(rating).toHaveText('Desabilitado');

  // the server's answer is held until the hint has been seen
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/settings/userRating', async (route) => {
    await held;
    await route.continue();
  });
  try {
    await choose(page, 'Avaliações', 'Habilitado');
    await expect(page.getByText('Atualizando...')).toBeVisible();
    release();
    await expect(page.getByText('Operação atualizada com sucesso.')).toBeVisible();
    await expect(page.getByText('Atualizando...')).toBeHidden();
    await page.unroute('**/api/settings/userRating');

    // saved on the server: still there after a reload
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Avaliações' })).toHaveText('Habilitado');
  } finally {
    release();
    await page.unroute('**/api/settings/userRating');
    await (await browserApi(page)).put('/settings/userRating', { value: 'disabled' });
  }
});
