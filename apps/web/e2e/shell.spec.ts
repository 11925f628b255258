import { expect, test, type Page } from './fixtures';
import { ADMIN, logIn } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
const company = {
  name: `Empresa E2E ${stamp}`,
  email: `dono-${stamp}@atende.test`,
  password: 'Senha12345',
};
const newUser = { name: `Atendente ${stamp}`, email: `atendente-${stamp}@atende.test` };

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('sign up, log in, theme, language, users and logout', async ({ page }) => {
  // sign up a company with the first plan
  await page.goto('/signup');
  await page.getByLabel('Nome da empresa').fill(company.name);
  await page.getByLabel('Email').fill(company.email);
  const phone = page.getByLabel('Telefone com (DDD)');
  await phone.pressSequentially('11987654321');
  await expect(phone).toHaveValue('(11) 98765-4321');
  await page.getByLabel('Senha').fill(company.password);
  await page.getByRole('combobox', { name: 'Plano' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // log in and see the shell
  await logIn(page, company);
  await expect(page.getByTestId('greeting')).toContainText(`seja bem-vindo a ${company.name}`);
  // everyone lands on the tickets until the dashboard exists
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole('tab', { name: 'Abertas' })).toBeVisible();

  // dark theme: changes at once and survives a reload
  const light = await bodyBackground(page);
  await page.getByRole('button', { name: 'Modo escuro' }).click();
  await expect.poll(() => bodyBackground(page)).not.toBe(light);
  const dark = await bodyBackground(page);
  await page.reload();
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modo claro' })).toBeVisible();
  expect(await bodyBackground(page)).toBe(dark);

  // English menu
  await page.getByRole('button', { name: 'Idioma' }).click();
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
  const languages = (await page.locator('.MuiMenu-paper').boundingBox())!;
  expect(languages.x + languages.width).toBeLessThanOrEqual(1280);
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tickets' })).toBeVisible();
  // the page's own texts switch too (they load with the language, not with the app)
  await expect(page.getByRole('tab', { name: 'Open', exact: true })).toBeVisible();

  // create a user through the modal
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('cell', { name: company.email })).toBeVisible();
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(newUser.name);
  await dialog.getByLabel('Email').fill(newUser.email);
  await dialog.getByLabel('Password').fill('Senha12345');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: newUser.email })).toBeVisible();
  await expect(page.getByRole('cell', { name: newUser.name })).toBeVisible();

  // log out
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

const paperOf = (page: Page) => page.locator('.MuiPopover-paper');
const transitionOf = (page: Page) =>
  paperOf(page).evaluate((el) => getComputedStyle(el).transitionDuration);

test("the top bar's menus open whole on a phone, in place when the system asks for less motion", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logIn(page, ADMIN);
  const bar = page.getByRole('banner');
  // four buttons and the menu's, each a finger's width: the theme, the volume, the language
  // and the reload are in the account menu instead
  const buttons = bar.getByRole('button');
  await expect(buttons).toHaveCount(5);
  for (const button of await buttons.all()) {
    const box = (await button.boundingBox())!;
    expect(Math.round(box.width), String(await button.getAttribute('aria-label'))).toBe(44);
    expect(Math.round(box.height)).toBe(44);
  }
  await expect(bar.getByRole('button', { name: 'Volume' })).toHaveCount(0);
  const account = () => bar.getByRole('button', { name: 'Conta', exact: true }).click();
  const fromAccount = (item: string) => async () => {
    await account();
    await page.getByRole('menuitem', { name: item }).click();
  };
  // each one's first opening is placed for what it holds, 16 px from the screen's edges at
  // least (they once ran off the right edge, or touched it)
  for (const [name, open, content] of [
    ['Volume', fromAccount('Volume'), page.getByRole('slider', { name: 'Volume' })],
    [
      'Notificações',
      () => bar.getByRole('button', { name: /^Notificações/ }).click(),
      page.getByRole('heading', { name: 'Notificações' }),
    ],
    [
      'Informativos',
      () => bar.getByRole('button', { name: /^Informativos/ }).click(),
      page.getByRole('heading', { name: 'Informativos' }),
    ],
    ['Idioma', fromAccount('Idioma'), page.getByRole('menuitem', { name: 'English' })],
    ['Conta', account, page.getByRole('menuitem', { name: 'Sair' })],
  ] as const) {
    await open();
    await expect(content).toBeVisible();
    const box = (await paperOf(page).boundingBox())!;
    expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(16);
    // MUI places by whole pixels: a paper 106.3 px wide may end 0.3 px past its margin
    expect(Math.round(box.x + box.width), `${name}: right edge`).toBeLessThanOrEqual(390 - 16);
    expect(await transitionOf(page)).toBe('0s');
    await page.keyboard.press('Escape');
    await expect(paperOf(page)).toHaveCount(0);
  }

  // the theme from the account menu
  const before = await bodyBackground(page);
  await fromAccount('Modo escuro')();
  await expect.poll(() => bodyBackground(page)).not.toBe(before);
  await account();
  await expect(page.getByRole('menuitem', { name: 'Modo claro' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(paperOf(page)).toHaveCount(0);

  // the setting is followed while the app is open, without a reload
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.getByRole('button', { name: 'Conta', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  expect(await transitionOf(page)).toMatch(/^0\.\d+s, 0\.\d+s$/);
});
