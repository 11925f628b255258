import { expect, test, type Page } from './fixtures';
import { nextMailTo } from './mailbox';
import { apiAs, logIn } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);

async function shoot(page: Page, name: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(scrollWidth, 'page wider than the screen').toBeLessThanOrEqual(clientWidth);
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test('a user resets a forgotten password with the code from the e-mail', async ({
  page,
  browser,
}) => {
  const admin = await apiAs(page.request);
  const email = `esqueci-${stamp}@demo.test`;
  await admin.post('/users', {
    name: 'Rita Esquecida',
    email,
    password: 'Antiga1234',
    profile: 'user',
  });
  // a tab left signed in elsewhere, which the reset must close
  const elsewhere = await browser.newContext();
  const leftOpen = await elsewhere.newPage();
  await logIn(leftOpen, { email, password: 'Antiga1234' });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/forgetpsw$/);
  // the login page (with its own Email field) stays up until the reset form's code is in
  const send = page.getByRole('button', { name: 'Enviar código' });
  await expect(send).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await send.click();
  await expect(
    page.getByText(`Enviamos um código para ${email}. Ele vale por 1 hora.`),
  ).toBeVisible();

  const mail = await nextMailTo(email);
  expect(mail.subject).toBe('Atende: código para redefinir sua senha');
  const code = /redefinir a senha é: (\d{6})/.exec(mail.text)?.[1];
  expect(code, mail.text).toMatch(/^\d{6}$/);

  await page.getByLabel('Código').fill(code!);
  await page.getByLabel('Nova senha', { exact: true }).fill('Renovada123');
  await page.getByLabel('Confirme a nova senha').fill('Renovada123');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Senha redefinida! Entre com a nova senha.')).toBeVisible();
  // the tab left open goes to the login page at once, saying why
  await expect(leftOpen).toHaveURL(/\/login$/);
  await expect(leftOpen.getByText('Sua sessão foi encerrada. Entre novamente.')).toBeVisible();
  await elsewhere.close();

  // the old password is gone, the new one signs in
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Antiga1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Credenciais inválidas')).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill('Renovada123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/tickets/);
});

test('the reset page at 1280 and 390 px, light and dark', async ({ page }) => {
  // three codes per e-mail per hour: the four code steps take two addresses
  const second = `telas-${stamp}@demo.test`;
  await (
    await apiAs(page.request)
  ).post('/users', { name: 'Tela Teste', email: second, password: 'Antiga1234', profile: 'user' });
  const emails = ['agente@demo.test', 'agente@demo.test', second, second];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const mode of ['light', 'dark'] as const) {
      await page.goto('/login');
      await page.evaluate((m) => localStorage.setItem('preferredTheme', m), mode);
      await page.goto('/forgetpsw');
      await expect(page.getByRole('button', { name: 'Enviar código' })).toBeVisible();
      await shoot(page, `forgetpsw-email-${width}-${mode}`);
      await page.getByLabel('Email').fill(emails.shift()!);
      await page.getByRole('button', { name: 'Enviar código' }).click();
      await expect(page.getByLabel('Código')).toBeVisible();
      await page.getByRole('button', { name: 'Redefinir senha' }).click();
      await expect(page.getByText('Obrigatório').first()).toBeVisible();
      await shoot(page, `forgetpsw-code-${width}-${mode}`);
    }
  }
});
