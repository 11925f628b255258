import { expect, test } from './fixtures';
import { AGENT, logIn } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

test('an agent keeps a to-do list in the browser, on a desktop and on a 390 px phone', async ({
  page,
}) => {
  await logIn(page, AGENT);
  await page.getByRole('link', { name: 'Tarefas' }).first().click();
  await expect(page).toHaveURL(/\/todolist$/);

  const field = page.getByRole('textbox', { name: 'Nova tarefa' });
  await field.fill('Retornar a ligação da Maria sobre o pedido 4821');
  await field.press('Enter');
  await field.fill('   ');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const tasks = page.getByRole('list', { name: 'Tarefas' }).getByRole('listitem');
  await expect(tasks).toHaveCount(1);

  await page.getByRole('button', { name: /^Editar tarefa Retornar/ }).click();
  await field.fill('Retornar a ligação da Maria (pedido 4821) até as 16h');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.reload();
  await expect(tasks).toHaveCount(1);
  await expect(tasks.first()).toContainText('Retornar a ligação da Maria (pedido 4821) até as 16h');
  await expect(tasks.first()).toContainText('Alterada em');

  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => localStorage.setItem('preferredTheme', m), mode);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.reload();
      await expect(tasks).toHaveCount(1);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect.soft(scrollWidth, 'page wider than the screen').toBeLessThanOrEqual(clientWidth);
      const path = test.info().outputPath(`todolist-${width}-${mode}.png`);
      await page.screenshot({ path });
      await test.info().attach(`todolist-${width}-${mode}`, { path, contentType: 'image/png' });
    }
  }

  await page.getByRole('button', { name: /^Excluir tarefa Retornar/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(
    page.getByText('Nenhuma tarefa. Escreva acima e clique em Adicionar.'),
  ).toBeVisible();
});
