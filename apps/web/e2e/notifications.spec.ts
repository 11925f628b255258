import { expect, test, type Page } from './fixtures';
import {
  apiAs,
  browserApi,
  customerOpensTicket,
  customerWrites,
  logIn,
  sandboxId,
  takeTicket,
} from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
const customer = { number: `55${String(Date.now()).slice(-9)}7`, name: `Cliente ${stamp}` };

/** Records every browser notification the page creates (the real one is still shown). */
async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
    const Real = window.Notification;
    const shown: Notification[] = [];
    (window as unknown as { shownNotifications: Notification[] }).shownNotifications = shown;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(this);
      }
    }
    window.Notification = Recorded as typeof Notification;
  });
}

const shownNotifications = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { shownNotifications: Notification[] }).shownNotifications.map((n) => ({
      title: n.title,
      body: n.body,
    })),
  );

/** Resolves once the page's realtime socket is connected (socket.io's CONNECT answer, '40'). */
function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
}

/** Opens a page of the app and waits until it listens to live events. */
async function openLive(page: Page, path: string) {
  const connected = socketConnected(page);
  await page.goto(path);
  await connected;
}

async function topBarShot(page: Page, name: string) {
  await page.getByRole('button', { name: /^Notificações: / }).click();
  const list = page.getByRole('list', { name: 'Notificações' });
  await expect(list.getByText(customer.name)).toBeVisible();
  // wait for the opening animation to end
  const paper = page.locator('.MuiPopover-paper');
  await expect(paper).toHaveCSS('opacity', '1');
  await expect(paper).toHaveCSS('transform', 'none');
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
}

test('a customer writes while the agent is on another page: notification, sound and title count', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await recordNotifications(page);
  const setup = await apiAs(page.request);
  const me = await setup.get<{ queues: { id: number }[] }>('/auth/me');

  // the customer's first message opens a waiting ticket; the agent takes it (open, theirs)
  const ticket = await customerOpensTicket(setup, customer, 'Oi');
  await takeTicket(setup, ticket.id, { queueId: me.queues[0]?.id ?? null });
  await setup.get(`/messages/${ticket.id}`); // read: nothing unread yet

  // signing in in the browser ends the session above: go on with the browser's token
  await logIn(page);
  await expect(page).toHaveURL(/\/tickets$/);
  const server = await browserApi(page);
  const connectionId = await sandboxId(server);

  // the agent is on the contacts page when the customer writes again
  await openLive(page, '/contacts');
  // other tests may have left unread tickets of this user: count from what is there
  const anyBell = /^Notificações: (\d+) não lidas?$/;
  const before = Number(
    anyBell.exec(
      (await page.getByRole('button', { name: anyBell }).getAttribute('aria-label'))!,
    )![1],
  );
  const unread = (n: number) => (n > 0 ? `(${n}) Atende` : 'Atende');
  const bellName = (n: number) => `Notificações: ${n} ${n === 1 ? 'não lida' : 'não lidas'}`;
  await expect(page).toHaveTitle(unread(before));
  const body = `Vocês entregam no sábado? ${stamp}`;
  await customerWrites(server, connectionId, customer, body);

  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: `Mensagem de ${customer.name}`, body }]);
  await expect(page).toHaveTitle(unread(before + 1));
  const bell = page.getByRole('button', { name: bellName(before + 1) });
  await expect(bell).toBeVisible();

  // the popover lists the ticket; screenshots of the top bar with it open
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => localStorage.setItem('preferredTheme', value), theme);
      await page.reload();
      await topBarShot(page, `top-bar-notifications-${width}-${theme}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLive(page, '/contacts');

  // the customer insists: still one ticket in the count; a click on the notice opens it
  const again = `Alguém aí? ${stamp}`;
  await customerWrites(server, connectionId, customer, again);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: `Mensagem de ${customer.name}`, body: again }]);
  await expect(page).toHaveTitle(unread(before + 1));

  // clicking the browser notification opens the ticket, which reads it: count and title go
  await page.evaluate(() => {
    const shown = (window as unknown as { shownNotifications: Notification[] }).shownNotifications;
    shown[0].onclick?.(new Event('click'));
  });
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.uuid}$`));
  await expect(page.getByRole('log').getByText(body)).toBeVisible();
  await expect(page).toHaveTitle(unread(before));
  await expect(page.getByRole('button', { name: bellName(before) })).toBeVisible();

  // while that ticket is on screen, a new message shows in the chat and raises no notification
  const second = `Pode ser à tarde? ${stamp}`;
  await customerWrites(server, connectionId, customer, second);
  await expect(page.getByRole('log').getByText(second)).toBeVisible();
  expect(await shownNotifications(page)).toHaveLength(1);
});
