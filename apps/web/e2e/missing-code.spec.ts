import { expect, test } from './fixtures';
import { ADMIN, logIn } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const KANBAN_TITLE = 'Kanban';

test('a page whose code is gone (a deploy since the tab opened): one reload, then a panel with Recarregar', async ({
  page,
}) => {
  await logIn(page, ADMIN);
  await expect(page).toHaveURL(/\/tickets$/);
  // the Kanban page's code file cannot be had, as when a new build replaced it
  let requests = 0;
  await page.route('**/assets/kanban-page-*.js', (route) => {
    requests += 1;
    return route.abort();
  });
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Kanban' }).click();
  // the tab reloads by itself to pick the new build up
  await reloaded;
  await expect(page).toHaveURL(/\/kanban$/);
  // still missing right after that reload: no loop, the page says so and the menu stays
  const panel = page.getByRole('alert').filter({ hasText: 'Não foi possível abrir esta página.' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contatos' })).toBeVisible();
  expect(requests).toBe(2);

  // once the file can be had, Recarregar opens the page
  await page.unroute('**/assets/kanban-page-*.js');
  await panel.getByRole('button', { name: 'Recarregar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: KANBAN_TITLE })).toBeVisible();
});
