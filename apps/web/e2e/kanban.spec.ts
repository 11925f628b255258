import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN, AGENT, apiAs, logIn } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

/** Drags with the mouse as a person does: press, a small move to start, then to the target. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 4, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.move(to.x + 2, to.y + 2, { steps: 2 });
  await page.mouse.up();
}

const centre = (box: { x: number; y: number; width: number; height: number } | null) => ({
  x: box!.x + box!.width / 2,
  y: box!.y + box!.height / 2,
});

/** The admin's API, the Atendimento queue a task goes in, and a stamp naming this run's rows. */
async function boardSetup(request: APIRequestContext) {
  const api = await apiAs(request, ADMIN);
  const queues = await api.get<{ id: number; name: string }[]>('/queue');
  const atendimento = queues.find((q) => q.name === 'Atendimento')!.id;
  return { api, atendimento, stamp: Date.now().toString(36) };
}

test('a card dragged to another lane stays there after reload and appears in a second browser', async ({
  page,
  browser,
  request,
}) => {
  const { api, atendimento, stamp } = await boardSetup(request);
  const inbox = await api.post<{ id: number }>('/kanban/lane', { name: `Entrada ${stamp}` });
  await api.post('/kanban/lane', { name: `Concluído ${stamp}` });
  const title = `Retornar ao cliente ${stamp}`;
  await api.post('/kanban', { title, laneId: inbox.id, queues: [atendimento] });

  // the agent (in Atendimento) watches the board in another browser
  const agentContext = await browser.newContext({ baseURL: process.env.ATENDE_E2E_URL });
  const agentPage = await agentContext.newPage();
  await logIn(agentPage, AGENT);
  await agentPage.goto('/kanban');
  const agentDone = agentPage.getByRole('region', { name: `Concluído ${stamp}` });
  await expect(agentPage.getByRole('button', { name: `Abrir tarefa ${title}` })).toBeVisible();
  await expect(agentDone.getByText(title)).toHaveCount(0);

  await logIn(page, ADMIN);
  await page.getByRole('link', { name: 'Kanban' }).first().click();
  await expect(page).toHaveURL(/\/kanban$/);
  const card = page.getByRole('button', { name: `Abrir tarefa ${title}` });
  const target = page.getByRole('region', { name: `Concluído ${stamp}` });
  await expect(card).toBeVisible();
  await drag(page, centre(await card.boundingBox()), centre(await target.boundingBox()));
  await expect(target.getByText(title)).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('region', { name: `Concluído ${stamp}` }).getByText(title),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: `Entrada ${stamp}` }).getByText(title)).toHaveCount(
    0,
  );
  // live, without a reload, in the agent's browser
  await expect(agentDone.getByText(title)).toBeVisible();

  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => localStorage.setItem('preferredTheme', m), mode);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 860 });
      await page.reload();
      await expect(page.getByText(title)).toBeVisible();
      const path = test.info().outputPath(`kanban-${width}-${mode}.png`);
      await page.screenshot({ path });
      await test.info().attach(`kanban-${width}-${mode}`, { path, contentType: 'image/png' });
    }
  }
  await page.setViewportSize({ width: 1440, height: 860 });
  await page.getByRole('button', { name: `Abrir tarefa ${title}` }).click();
  await expect(page.getByRole('dialog', { name: 'Visualizando Tarefa' })).toBeVisible();
  const path = test.info().outputPath('kanban-dialog-dark.png');
  await page.screenshot({ path });
  await test.info().attach('kanban-dialog-dark', { path, contentType: 'image/png' });
  await agentContext.close();
});

test("a task's contact is found by typing, and the Contact filter narrows the board to it", async ({
  page,
  request,
}) => {
  const { api, atendimento, stamp } = await boardSetup(request);
  const contact = `Quitéria ${stamp}`;
  const number = `55119${String(Date.now()).slice(-8)}`;
  await api.post('/contacts', { name: contact, number });
  const lane = await api.post<{ id: number }>('/kanban/lane', { name: `Visitas ${stamp}` });
  const linked = `Visitar cliente ${stamp}`;
  const other = `Outra tarefa ${stamp}`;
  for (const title of [linked, other]) {
    await api.post('/kanban', { title, laneId: lane.id, queues: [atendimento] });
  }

  await logIn(page, ADMIN);
  await page.goto('/kanban');
  await page.getByRole('button', { name: `Abrir tarefa ${linked}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Visualizando Tarefa' });
  await dialog.getByLabel('Contatos').fill(stamp);
  await page.getByRole('option', { name: `${contact} - ${number}` }).click();
  await dialog.getByRole('button', { name: 'Atualizar' }).click();
  await expect(dialog).toBeHidden();
  const region = page.getByRole('region', { name: `Visitas ${stamp}` });
  const card = region.getByRole('button', { name: `Abrir tarefa ${linked}` });
  await expect(card.getByText(contact)).toBeVisible();

  const filter = page.getByTestId('kanban-filter-contactId');
  await filter.fill(stamp);
  await page.getByRole('option', { name: `${contact} - ${number}` }).click();
  await expect(region.getByText(other)).toHaveCount(0);
  await expect(card).toBeVisible();
  await filter.fill('');
  await expect(region.getByText(other)).toBeVisible();

  await page.reload(); // saved, not only drawn
  await expect(
    page.getByRole('button', { name: `Abrir tarefa ${linked}` }).getByText(contact),
  ).toBeVisible();
});

test('a task moves to another board with the keyboard, and the screen reader is told where', async ({
  page,
  request,
}) => {
  const { api, atendimento, stamp } = await boardSetup(request);
  const from = await api.post<{ id: number }>('/kanban/lane', { name: `Hoje ${stamp}` });
  await api.post('/kanban/lane', { name: `Amanhã ${stamp}` });
  const title = `Mover pelo teclado ${stamp}`;
  await api.post('/kanban', { title, laneId: from.id, queues: [atendimento] });

  await logIn(page, ADMIN);
  await page.goto('/kanban');
  const card = page.getByRole('button', { name: `Abrir tarefa ${title}` });
  // both boards in view: an arrow toward a board out of view first scrolls the row of boards
  await page.getByRole('region', { name: `Amanhã ${stamp}` }).scrollIntoViewIfNeeded();
  await card.focus();
  await page.keyboard.press('Space');
  const told = page.locator('[id^="DndLiveRegion"]');
  await expect(told).toHaveText(
    `Movendo: Tarefa ${title}, no quadro Hoje ${stamp}, posição 1. Use as setas; espaço solta, Esc cancela.`,
  );
  // an arrow pressed in the instant the task is picked up may come before the board listens
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(told).toHaveText(`Tarefa ${title}: no quadro Amanhã ${stamp}.`, { timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(told).toHaveText(`Fim do movimento. Tarefa ${title}: no quadro Amanhã ${stamp}.`);
  const tomorrow = page.getByRole('region', { name: `Amanhã ${stamp}` });
  await expect(tomorrow.getByText(title)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: `Amanhã ${stamp}` }).getByText(title),
  ).toBeVisible();
});
