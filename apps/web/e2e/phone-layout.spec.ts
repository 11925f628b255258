import { expect, test, type Page } from './fixtures';
import {
  SANDBOX_NAME,
  apiAs,
  browserApi,
  customerOpensTicket,
  customerWrites,
  logIn,
  sandboxId,
  takeTicket,
} from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL, viewport: { width: 390, height: 844 } });

const stamp = Date.now().toString(36);
const digits = String(Date.now()).slice(-9);
/** Long enough to be shortened in the list and to wrap badly if the layout lets it. */
const LONG_NAME = `Maria Aparecida dos Santos Oliveira ${stamp}`;

/** Nothing sticks out sideways: the page never scrolls horizontally. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(scrollWidth, 'page wider than the screen').toBeLessThanOrEqual(clientWidth);
}

async function shoot(page: Page, name: string) {
  await expectNoHorizontalOverflow(page);
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: false });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** A right edge inside the screen (a button cut off by the table would fail this). */
async function expectInsideScreen(page: Page, locator: ReturnType<Page['getByRole']>) {
  // (a bounding box is measured at once: null while the page is still drawing it)
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect.soft(box!.x).toBeGreaterThanOrEqual(0);
  expect.soft(box!.x + box!.width, 'right edge').toBeLessThanOrEqual(390);
}

test('every page is usable on a 390 px phone, light and dark', async ({ page }) => {
  // every page twice: about half the default limit on a quiet machine, so a busy one gets more
  test.slow();
  const api = await apiAs(page.request);
  const ticket = await customerOpensTicket(
    api,
    { number: `55${digits}7`, name: LONG_NAME },
    'Olá, gostaria de saber o prazo de entrega do meu pedido',
  );
  await takeTicket(api, ticket.id);
  // a second customer waits to be accepted
  const waitingName = `Pedro Pendente ${stamp}`;
  await customerWrites(
    api,
    await sandboxId(api),
    { number: `55${digits}8`, name: waitingName },
    'Bom dia',
  );
  await api.post(`/messages/${ticket.id}`, { body: '*Ana Admin:*\nOlá! Vou verificar.' });
  await api.post('/tags', { name: `Urgente ${stamp}`, color: '#d32f2f' });
  // a webhook, switched off so that nothing is sent to it; a prompt on a queue no customer
  // reaches (no connection serves it)
  const hookUrl = `https://crm.exemplo.com.br/atende/${stamp}`;
  await api.post('/webhooks', {
    url: hookUrl,
    description: 'CRM',
    events: ['message.created'],
    active: false,
  });
  const quiet = await api.post<{ id: number }>('/queue', {
    name: `Layout ${stamp}`,
    color: '#607D8B',
    greetingMessage: 'Olá!',
  });
  await api.post('/prompt', {
    name: `Vendas ${stamp}`,
    prompt: 'Você é um atendente educado da loja de roupas. Responda curto e com gentileza.',
    apiKey: 'sk-teste',
    queueId: quiet.id,
  });
  await api.post('/quick-messages', {
    shortcode: `prazo${stamp}`,
    message: 'O prazo de entrega é de até 5 dias úteis após a confirmação do pagamento.',
  });

  await logIn(page);
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => localStorage.setItem('preferredTheme', m), mode);

    await page.goto('/tickets');
    const list = page.getByRole('list', { name: 'Lista de atendimentos' });
    const item = list.getByRole('listitem', { name: LONG_NAME });
    await expect(item).toBeVisible();
    // a long name is shortened with an ellipsis, never broken letter by letter
    await expect.soft(item).toContainText('Maria Apar…');
    await expect.soft(item).not.toContainText('*Ana Admin:*');
    await shoot(page, `tickets-${mode}`);

    if (mode === 'light') {
      // accepting from 'Aguardando': the eye's tooltip does not cover 'Aceitar', and the list
      // then shows the ticket highlighted under 'Atendendo'
      await page.getByRole('tab', { name: /Aguardando/ }).click();
      const waiting = list.getByRole('listitem', { name: waitingName });
      await waiting.getByRole('button', { name: 'Espiar conversa' }).hover();
      await expect(page.getByRole('tooltip', { name: 'Espiar conversa' })).toBeVisible();
      await waiting.getByRole('button', { name: 'Aceitar' }).click();
      await expect(page.getByRole('heading', { name: waitingName })).toBeVisible();
      await page.getByRole('tab', { name: 'Atendimentos' }).click();
      await expect(page.getByRole('tab', { name: /Atendendo/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(list.locator('[aria-current="true"]')).toContainText('Pedro Pen');

      // resolving it leads back to the list, not to an empty 'Ticket' tab
      await list.getByRole('listitem', { name: waitingName }).click();
      await expect(page.getByRole('heading', { name: waitingName })).toBeVisible();
      await page
        .getByRole('region', { name: waitingName })
        .getByRole('button', { name: 'Resolver' })
        .click();
      await page
        .getByRole('dialog', { name: 'Resolver este ticket?' })
        .getByRole('button', { name: 'Resolver' })
        .click();
      await expect(page).toHaveURL(/\/tickets$/);
      await expect(page.getByRole('tab', { name: /Atendendo/ })).toBeFocused();
      await expect(page.getByRole('tab', { name: 'Atendimentos' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(list).toBeVisible();
    }

    if (mode === 'dark') {
      // the top bar follows the dark theme: a dark surface with light text
      const banner = page.getByRole('banner');
      const [bg, fg] = await banner.evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.backgroundColor, s.color];
      });
      const lum = (c: string) => {
        const [r, g, b] = c.match(/\d+/g)!.map(Number);
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      expect.soft(lum(bg), `top bar ${bg}`).toBeLessThan(80);
      expect.soft(lum(fg), `top bar text ${fg}`).toBeGreaterThan(180);
      // the greeting takes a line of its own under the buttons, and the admin's due date is
      // never the part cut off
      const due = page.getByTestId('greeting').locator('p', { hasText: 'Ativo até' });
      expect.soft(await due.innerText()).toMatch(/^\s*· Ativo até \d{2}\/\d{2}\/\d{4}$/);
      const cut = await due.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect.soft(cut, "'Ativo até' cut off").toBe(false);
    }

    await page.goto(`/tickets/${ticket.uuid}`);
    const heading = page.getByRole('heading', { name: LONG_NAME });
    await expect(heading).toBeVisible();
    // the contact's name keeps room beside the buttons
    expect.soft((await heading.boundingBox())!.width, 'name width').toBeGreaterThan(120);
    const returnButton = page.getByRole('button', { name: 'Devolver' });
    await expectInsideScreen(page, returnButton);
    const assigned = page.getByText('Atribuído a: Ana Admin');
    const a = (await assigned.boundingBox())!;
    const r = (await returnButton.boundingBox())!;
    const overlaps =
      a.x < r.x + r.width && r.x < a.x + a.width && a.y < r.y + r.height && r.y < a.y + a.height;
    expect.soft(overlaps, "'Atribuído a' overlaps 'Devolver'").toBe(false);
    // the message box keeps most of the width, on one row with the send (or record) button;
    // the emoji, attach and signature controls take the row below
    const textBox = (await page.getByRole('textbox', { name: 'Mensagem' }).boundingBox())!;
    const sendButton = (await page
      .getByRole('button', { name: 'Gravar mensagem de voz' })
      .boundingBox())!;
    const tools = (await page
      .getByRole('group', { name: 'Ferramentas da mensagem' })
      .boundingBox())!;
    expect.soft(textBox.width, 'message box width').toBeGreaterThan(250);
    expect
      .soft(
        Math.abs(sendButton.y + sendButton.height - (textBox.y + textBox.height)),
        'send beside the box',
      )
      .toBeLessThan(12);
    expect.soft(tools.y, 'tools under the box').toBeGreaterThanOrEqual(textBox.y + textBox.height);
    await shoot(page, `chat-${mode}`);

    await page.goto('/contacts');
    await expect(page.getByRole('cell', { name: LONG_NAME })).toBeVisible();
    await shoot(page, `contacts-${mode}`);

    await page.goto('/connections');
    const row = page.getByRole('row').filter({ hasText: SANDBOX_NAME });
    await expect(row).toBeVisible();
    await expectInsideScreen(page, row.getByRole('button', { name: 'Desconectar' }));
    await shoot(page, `connections-${mode}`);

    await page.goto('/tags');
    await expect(page.getByRole('cell', { name: `Urgente ${stamp}`, exact: true })).toBeVisible();
    await shoot(page, `tags-${mode}`);

    await page.goto('/quick-messages');
    await expect.soft(page.getByRole('cell', { name: `/prazo${stamp}` })).toBeVisible();
    await expect.soft(page.getByText('O prazo de entrega é de até 5 dias')).toBeVisible();
    await shoot(page, `quick-messages-${mode}`);

    await page.goto('/users');
    await expect(page.getByRole('cell', { name: 'Bruno Agente', exact: true })).toBeVisible();
    await shoot(page, `users-${mode}`);

    // a webhook's five actions all stay on the screen, wrapping if they must
    await page.goto('/webhooks');
    const hook = page.getByRole('row').filter({ hasText: hookUrl });
    await expect(hook).toBeVisible();
    await expectInsideScreen(page, hook.getByRole('button', { name: 'Excluir' }));
    await shoot(page, `webhooks-${mode}`);

    // a prompt's name wraps between words, not letter by letter
    await page.goto('/prompts');
    const promptName = page.getByRole('cell', { name: `Vendas ${stamp}` });
    await expect(promptName).toBeVisible();
    const lineHeight = await promptName.evaluate((el) =>
      parseFloat(getComputedStyle(el).lineHeight),
    );
    expect
      .soft((await promptName.boundingBox())!.height, 'name height')
      .toBeLessThan(3 * lineHeight + 16);
    await shoot(page, `prompts-${mode}`);
    if (mode === 'light') {
      // a long form's 'Salvar' stays on the screen: the fields scroll between it and the title
      await page.getByRole('button', { name: 'Adicionar prompt' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar prompt' });
      await expect
        .soft(dialog.getByRole('button', { name: 'Salvar' }))
        .toBeInViewport({ ratio: 1 });
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
    }
  }
});

/** Width and height of the area where a tap lands on `el`, through its centre. */
function hitArea(el: Element) {
  const r = el.getBoundingClientRect();
  const [cx, cy] = [r.x + r.width / 2, r.y + r.height / 2];
  const hits = (x: number, y: number) => el.contains(document.elementFromPoint(x, y));
  const reach = (dx: number, dy: number) => {
    let d = 0;
    while (d < 40 && hits(cx + dx * (d + 1), cy + dy * (d + 1))) d++;
    return d;
  };
  return { width: reach(-1, 0) + reach(1, 0) + 1, height: reach(0, -1) + reach(0, 1) + 1 };
}

test.describe('on a touch phone', () => {
  test.use({ hasTouch: true, isMobile: true });

  test("a finger reaches a message's options and a tag's delete; the keyboard hides no message", async ({
    page,
  }) => {
    const api = await apiAs(page.request);
    const customer = { number: `55${digits}9`, name: `Toque ${stamp}` };
    const ticket = await customerOpensTicket(api, customer, 'Mensagem 1 do reembolso');
    const bodies = Array.from({ length: 10 }, (_, i) => `Mensagem ${i + 2} do reembolso`);
    await customerWrites(api, await sandboxId(api), customer, ...bodies);
    await takeTicket(api, ticket.id);
    const tag = await api.post<{ id: number }>('/tags', {
      name: `Roxo ${stamp}`,
      color: '#8E24AA',
    });
    await api.post('/tags/sync', { ticketId: ticket.id, tags: [{ id: tag.id }] });

    await logIn(page);
    await page.goto(`/tickets/${ticket.uuid}`);
    const last = page.getByRole('log').getByTestId('message').last();
    await expect(last).toContainText('Mensagem 11 do reembolso');

    // the 24 px chevron takes taps 40 x 40 px around it; a tap beside its centre opens it
    const options = last.getByRole('button', { name: 'Opções da mensagem' });
    const area = await options.evaluate(hitArea);
    expect.soft(area.width, 'chevron tap width').toBeGreaterThanOrEqual(40);
    expect.soft(area.height, 'chevron tap height').toBeGreaterThanOrEqual(40);
    const box = (await options.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2 - 6, box.y + box.height / 2 + 14);
    await expect(page.getByRole('menuitem', { name: 'Responder' })).toBeVisible();
    await page.keyboard.press('Escape');

    // a purple tag's (x): white as its name, and as easy to hit
    const chip = page.getByRole('button', { name: `Roxo ${stamp}` });
    const remove = chip.locator('.MuiChip-deleteIcon'); // the icon's test id is dev-only
    await expect(remove).toHaveCSS('color', 'rgb(255, 255, 255)');
    const x = await remove.evaluate(hitArea);
    expect.soft(Math.min(x.width, x.height), 'tag delete tap area').toBeGreaterThanOrEqual(40);

    // the emoji panel opens above the text box, which stays in sight
    const textBox = page.getByRole('textbox', { name: 'Mensagem' });
    const textTop = (await textBox.boundingBox())!.y;
    await page.getByRole('button', { name: 'Emojis' }).tap();
    const panel = page.getByRole('dialog', { name: 'Emojis' });
    await expect(panel).toBeVisible();
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(textTop);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    // the keyboard opens: the list shrinks and keeps its newest message in sight, and the
    // greeting, the tabs, the ticket's buttons and its tags make room for the messages
    const resolve = page.getByRole('button', { name: 'Resolver', exact: true });
    await expect(resolve).toBeVisible();
    await textBox.tap();
    await page.setViewportSize({ width: 390, height: 520 });
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect(resolve).toBeHidden();
    await expect(page.getByTestId('greeting')).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Atendimentos' })).toBeHidden();
    await expect(page.getByRole('button', { name: `Roxo ${stamp}` })).toBeHidden();
    const shown = await page
      .getByRole('log')
      .getByTestId('message')
      .evaluateAll(
        (els) =>
          els.filter((el) => {
            const r = el.getBoundingClientRect();
            return r.top >= 0 && r.bottom <= window.innerHeight;
          }).length,
      );
    expect(shown, 'whole messages in sight while typing').toBeGreaterThanOrEqual(3);
    // the keyboard closes: everything is back
    await textBox.blur();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(resolve).toBeVisible();
    await expect(page.getByTestId('greeting')).toBeVisible();

    // the list's buttons and the top bar's take a finger too
    await page.getByRole('tab', { name: 'Atendimentos' }).tap();
    for (const button of [
      page.getByRole('button', { name: `Resolver: ${customer.name}` }),
      page.getByRole('button', { name: `Espiar conversa: ${customer.name}` }),
      page.getByRole('button', { name: 'Conta', exact: true }),
    ]) {
      const size = (await button.boundingBox())!;
      expect.soft(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(40);
    }

    // the agenda's short dates leave a schedule's edit and delete on the screen, a finger wide
    await (
      await browserApi(page)
    ).post('/schedules', {
      body: `Lembrete ${stamp}`,
      contactId: ticket.contact.id,
      sendAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await page.goto('/schedules');
    for (const name of [`Editar ${customer.name}`, `Excluir ${customer.name}`]) {
      const button = page.getByRole('button', { name });
      await expectInsideScreen(page, button);
      const size = (await button.boundingBox())!;
      expect.soft(Math.min(size.width, size.height), name).toBeGreaterThanOrEqual(40);
    }
  });
});
