import { expect, test } from './fixtures';
import {
  createQueueWithMenu,
  menuItem,
  openQueuesPage,
  queueRow,
  type MenuOption,
} from './queue-helpers';
import { logIn } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);

/** Two levels: a submenu with a leaf and a forward, and a hand-over at the root. */
const MENU: MenuOption[] = [
  {
    title: 'Planos',
    message: 'Qual plano lhe interessa?',
    children: [
      { title: 'Plano anual', message: 'O plano anual custa R$ 1.000.' },
      { title: 'Boleto', forwardTo: 'Financeiro' },
    ],
  },
  { title: 'Falar com vendedor', message: 'Um vendedor já vai falar com você.', handover: true },
];

test('an admin creates a queue with a two-level option menu and sees it listed', async ({
  page,
}) => {
  const name = `Vendas ${stamp}`;
  await logIn(page);
  await openQueuesPage(page);
  await expect(queueRow(page, 'Atendimento')).toBeVisible();

  const dialog = await createQueueWithMenu(page, {
    name,
    greeting: 'Bem-vindo às vendas!',
    order: 3,
    menu: MENU,
  });
  const plans = menuItem(dialog, 1, 'Planos');
  await expect(menuItem(plans, 1, 'Plano anual')).toBeVisible();
  await expect(menuItem(plans, 2, 'Boleto')).toContainText('Encaminha para Financeiro');
  await expect(menuItem(dialog, 2, 'Falar com vendedor')).toContainText('Transfere para atendente');
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  const row = queueRow(page, name);
  await expect(row).toContainText('Bem-vindo às vendas!');
  await expect(row.getByRole('cell').nth(3)).toHaveText('3');

  // the menu was saved: it is there on a fresh load, and on a phone-sized screen
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await row.getByRole('button', { name: `Editar fila ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar fila' });
  await expect(edit.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);
  await expect(menuItem(menuItem(edit, 1, 'Planos'), 2, 'Boleto')).toBeVisible();
  await expect(menuItem(edit, 2, 'Falar com vendedor')).toBeVisible();
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});
