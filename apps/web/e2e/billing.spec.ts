import { advanceDueDate } from '@atende/shared';
import { E2E_ADMIN } from './global-setup';
import { expect, test, type Page } from './fixtures';
import { BASE_URL, apiAs, logIn } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
const OWNER = { email: `dono.${stamp}@padaria.test`, password: 'Padaria123' };
const brDate = (iso: string) => iso.split('-').reverse().join('/');

async function shoot(page: Page, name: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(scrollWidth, `${name}: page wider than the screen`).toBeLessThanOrEqual(clientWidth);
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** Waits for the checkout's POST /subscription and gives the charge it made. */
const chargeOf = (page: Page) =>
  page
    .waitForResponse(
      (r) => r.url().endsWith('/api/subscription') && r.request().method() === 'POST',
    )
    .then(async (r) => (await r.json()) as { chargeId: number });

test('a company admin pays an invoice with Pix through the sandbox and sees the renewal', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // a new company on its 3-day trial, and its invoice issued by the platform
  const plans = (await (await page.request.get(`${BASE_URL}/api/plans/list`)).json()) as {
    id: number;
  }[];
  const signup = await page.request.post(`${BASE_URL}/api/companies/cadastro`, {
    data: {
      name: `Padaria ${stamp}`,
      email: OWNER.email,
      phone: '11988887777',
      password: OWNER.password,
      planId: plans[0]!.id,
    },
  });
  expect(signup.status()).toBe(201);
  const root = await apiAs(page.request, E2E_ADMIN);
  await root.post('/invoices/issue');
  const owner = await apiAs(page.request, OWNER);
  const before = await owner.get<{ dueDate: string }>('/subscription');
  const renewed = advanceDueDate(before.dueDate, 'MENSAL');

  await logIn(page, OWNER);
  await page.goto('/financeiro');
  const table = page.getByRole('table', { name: 'Faturas' });
  // the due date names the row (phones leave the detail column out)
  const row = table.getByRole('row').filter({ hasText: brDate(before.dueDate) });
  await expect(row).toContainText('R$ 199,90');
  await expect(row).toContainText('Plano Padrão');
  await expect(row).toContainText('Em Aberto');
  await shoot(page, 'faturas-1280-light');

  await row.getByRole('button', { name: /Pagar a fatura/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Assinatura' });
  // the checkout starts at the plan; PAGAR without the data goes back to it, naming what is missing
  await dialog.getByRole('button', { name: 'SELECIONAR' }).click();
  await expect(dialog).toContainText('Resumo da assinatura');
  await dialog.getByRole('button', { name: 'PAGAR' }).click();
  await expect(dialog).toContainText('O nome completo é obrigatório');
  await expect(dialog).toContainText('CEP é obrigatório');
  await dialog.getByLabel('Nome completo').fill('Joana Padeira');
  await dialog.getByLabel('CEP').fill('01001-000');
  await dialog.getByLabel('Endereço').fill('Rua do Pão, 42');
  await dialog.getByLabel('Estado').fill('SP');
  await dialog.getByLabel('Cidade').fill('São Paulo');
  await shoot(page, 'checkout-data-1280-light');
  await dialog.getByRole('button', { name: 'PRÓXIMO' }).click();
  await dialog.getByRole('button', { name: 'SELECIONAR' }).click();
  await expect(dialog).toContainText('Joana Padeira');
  const charged = chargeOf(page);
  await dialog.getByRole('button', { name: 'PAGAR' }).click();
  const { chargeId } = await charged;
  await expect(
    page.getByText('Assinatura realizada com sucesso!, aguardando a realização do pagamento'),
  ).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
  await expect(dialog).toContainText('Total: R$ 199,90');
  const code = await dialog.getByTestId('pix-code').textContent();
  expect(code).toMatch(/^000201.*5303986.*5406199\.90.*6304[0-9A-F]{4}$/);
  await dialog.getByRole('button', { name: 'Copiar código Pix' }).click();
  await expect(dialog.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await shoot(page, 'pix-1280-light');

  // the bank pays: the super admin marks the sandbox charge paid (the provider's webhook path)
  await root.post(`/payments/sandbox/charges/${chargeId}/pay`);
  await expect(
    page.getByText(`Pagamento confirmado! Sua assinatura foi renovada até ${brDate(renewed)}.`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });

  await page.goto('/financeiro');
  await expect(row).toContainText('Pago');
  await expect(row.getByRole('button', { name: /Pagar a fatura/ })).toHaveCount(0);
  await page.goto('/subscription');
  await expect(page.getByText(`Vencimento: ${brDate(renewed)}`)).toBeVisible();

  // phone and dark mode: the same pages at 390 px, and the next period's checkout
  await page.evaluate(() => localStorage.setItem('preferredTheme', 'dark'));
  await page.goto('/financeiro');
  await expect(row).toContainText('Pago');
  await shoot(page, 'faturas-1280-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate((m) => localStorage.setItem('preferredTheme', m), mode);
    await page.goto('/financeiro');
    await expect(row).toContainText('Pago');
    await shoot(page, `faturas-390-${mode}`);
    await page.goto('/subscription');
    await expect(page.getByTestId('days-left')).toBeVisible();
    await shoot(page, `subscription-390-${mode}`);
  }
  await page.getByRole('button', { name: 'Assine Agora!' }).click();
  await expect(dialog.getByLabel('Nome completo')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'SELECIONAR' }).click();
  await shoot(page, 'checkout-review-390-light');
  await dialog.getByRole('button', { name: 'PAGAR' }).click();
  await expect(dialog.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
  await expect(dialog).toContainText('Total: R$ 199,90');
  await shoot(page, 'pix-390-light');

  // the platform's super admin sees every company's invoices and, with the sandbox, marks the
  // charge just opened paid from the browser (signing in ends the API session used above)
  const operator = await browser.newPage({ baseURL: BASE_URL });
  await logIn(operator, E2E_ADMIN);
  await operator.goto('/financeiro');
  const platform = operator.getByRole('table', { name: 'Faturas das empresas' });
  const ours = platform.getByRole('row').filter({ hasText: `Padaria ${stamp}` });
  await expect(ours.filter({ hasText: brDate(before.dueDate) })).toContainText('Pago');
  const second = ours.filter({ hasText: brDate(renewed) });
  await expect(second).toContainText('Em Aberto');
  await shoot(operator, 'platform-faturas-1280-light');
  await second.getByRole('button', { name: /Marcar a fatura/ }).click();
  await expect(second).toContainText('Pago');
  const next = advanceDueDate(renewed, 'MENSAL');
  await expect(
    page.getByText(`Pagamento confirmado! Sua assinatura foi renovada até ${brDate(next)}.`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
  await operator.close();
});
