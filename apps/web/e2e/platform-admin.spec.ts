import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN } from './global-setup';
import { apiAs, browserApi, logIn } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
const PLAN = `Plano Bronze ${stamp}`;
const COMPANY = `Mercearia ${stamp}`;
const VIDEO = 'dQw4w9WgXcQ';

/** Picks an option of a MUI select by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Screenshots at 1280 and 390 px, light and dark, with no sideways scrolling. */
async function shootAll(page: Page, name: string, show: () => Promise<void>) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    for (const mode of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.evaluate((m) => localStorage.setItem('preferredTheme', m), mode);
      await page.reload();
      await show();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect.soft(scrollWidth, `${name} ${width} ${mode}`).toBeLessThanOrEqual(clientWidth);
      const path = test.info().outputPath(`${name}-${width}-${mode}.png`);
      await page.screenshot({ path });
      await test.info().attach(`${name}-${width}-${mode}`, { path, contentType: 'image/png' });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the super admin creates a plan and a company in Settings and sees them listed', async ({
  page,
  request,
}) => {
  await logIn(page, E2E_ADMIN);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Planos' }).click();
  const planForm = page.getByRole('form', { name: 'Plano' });
  await planForm.getByLabel('Nome').fill(PLAN);
  await planForm.getByLabel('Usuários').fill('3');
  await planForm.getByLabel('Conexões').fill('1');
  await planForm.getByLabel('Filas').fill('2');
  await planForm.getByLabel('Valor').fill('59,90');
  await planForm.getByLabel('Kanban').uncheck();
  await planForm.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Operação realizada com sucesso!')).toBeVisible();
  const planRow = page.getByRole('row', { name: new RegExp(PLAN) });
  await expect(planRow).toContainText('R$ 59,90');
  await expect(planRow.getByRole('cell').nth(9)).toHaveText('Não'); // kanban

  await page.getByRole('tab', { name: 'Empresas' }).click();
  const form = page.getByRole('form', { name: 'Empresa' });
  await form.getByLabel('Nome').fill(COMPANY);
  await form.getByLabel('E-mail').fill(`contato-${stamp}@mercearia.test`);
  await form.getByLabel('Telefone').fill('11955554444');
  await choose(page, 'Plano', PLAN);
  await form.getByLabel('Data de vencimento').fill('2027-01-31');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Operação realizada com sucesso!').first()).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(COMPANY) });
  await expect(row).toContainText(PLAN);
  await expect(row).toContainText('31/01/2027 (Mensal)');

  // editing: '+ Vencimento' moves the date by the recurrence (Jan 31 + 1 month = Feb 28)
  await row.click();
  await expect(form.getByLabel('Nome')).toHaveValue(COMPANY);
  await form.getByRole('button', { name: '+ Vencimento' }).click();
  await expect(form.getByLabel('Data de vencimento')).toHaveValue('2027-02-28');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(row).toContainText('28/02/2027 (Mensal)');

  // the user button opens the company's first user
  await form.getByRole('button', { name: 'Usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Usuário da empresa' });
  await expect(dialog.getByLabel('E-mail')).toHaveValue(`contato-${stamp}@mercearia.test`);
  await dialog.getByLabel('Nova senha').fill('Mercearia123');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  // signed in apart from the browser, whose session stays the super admin's
  const owner = await apiAs(request, {
    email: `contato-${stamp}@mercearia.test`,
    password: 'Mercearia123',
  });
  expect(owner.token).toMatch(/^eyJ/); // a signed JWT

  // rows tinted by days to the due date (docs/decisions/0053): 5 days, today, 4 days late
  const root = await browserApi(page);
  const plans = await root.get<{ id: number }[]>('/plans/all');
  for (const [name, days] of [
    ['Cinco dias', 5],
    ['Vence hoje', 0],
    ['Atrasada', -4],
  ] as const) {
    const due = new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA');
    await root.post('/companies', {
      name: `${name} ${stamp}`,
      email: `${days + 10}-${stamp}@tint.test`,
      planId: plans[0].id,
      dueDate: due,
    });
  }
  await shootAll(page, 'settings-companies', async () => {
    await page.getByRole('tab', { name: 'Empresas' }).click();
    await expect(page.getByRole('row', { name: new RegExp(COMPANY) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`Atrasada ${stamp}`) })).toHaveAttribute(
      'data-tone',
      'overdue',
    );
  });
  await shootAll(page, 'settings-plans', async () => {
    await page.getByRole('tab', { name: 'Planos' }).click();
    await expect(page.getByRole('row', { name: new RegExp(PLAN) })).toBeVisible();
  });
});

test('the helps page shows a card; opening it loads the player, and only then', async ({
  page,
}) => {
  const root = await apiAs(page.request, E2E_ADMIN);
  await root.post('/helps', {
    title: `Primeiros passos ${stamp}`,
    video: VIDEO,
    description: 'Conectando o WhatsApp',
  });
  const players: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('youtube-nocookie.com')) players.push(req.url());
  });

  await logIn(page, E2E_ADMIN);
  await page.getByRole('link', { name: 'Ajuda' }).click();
  await expect(page).toHaveURL(/\/helps$/);
  const card = page.getByRole('button', { name: `Assistir: Primeiros passos ${stamp}` });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Ajuda \(\d+\)$/);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(players).toEqual([]);

  await card.click();
  const player = page.getByRole('dialog', { name: `Primeiros passos ${stamp}` });
  await expect(player.locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${VIDEO}?autoplay=1&rel=0`,
  );
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();

  await shootAll(page, 'helps', async () => {
    await expect(card).toBeVisible();
  });
  await card.click();
  await shootAll(page, 'helps-player', async () => {
    await card.click();
    await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
  });
});

test('the super admin sees the backup the server made of its embedded database', async ({
  page,
}) => {
  await logIn(page, E2E_ADMIN);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Backups' }).click();
  await expect(
    page.getByText(
      /^Um backup do banco de dados e das chaves por dia, às \d\d:\d\d; os 7 mais recentes ficam em .+backups\.$/,
    ),
  ).toBeVisible();
  // the server writes the first backup of a new installation a minute after it starts
  const table = page.getByRole('region', { name: 'Backups' });
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'Backups' }).click();
    // the header and one backup (before it, the one row says 'Nenhum backup ainda')
    await expect(table.getByRole('row').nth(1)).toContainText('atende-backup-', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 120_000 });
  await expect(table.getByRole('row').nth(1)).toContainText(
    /^atende-backup-\d{8}-\d{6}Z\.tar\.gz\d\d\/\d\d\/\d{4} \d\d:\d\d\d+(,\d)? [KM]B$/,
  );
  await expect(page.getByText(/^Próximo backup: \d\d\/\d\d\/\d{4} \d\d:\d\d$/)).toBeVisible();
});
