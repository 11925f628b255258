import { expect, test, type Browser, type Cookie, type Page } from './fixtures';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const base = process.env.ATENDE_E2E_URL ?? '';
const ADMIN = { email: 'admin@demo.test', password: 'demo1234' };
/** Chrome DevTools' "Slow 4G": 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
/** The goal of docs/performance.md: at most 200 KB of JavaScript before the list is usable. */
const JS_CEILING_BYTES = 200 * 1024;

/**
 * Opens a page in a fresh context (nothing cached) on a slow 4G link and counts the bytes of
 * JavaScript that came over the wire (compressed, headers included) until `ready` is on screen.
 */
async function firstLoad(
  browser: Browser,
  path: string,
  ready: string,
  session: { cookies: Cookie[]; storage: Record<string, string> } = { cookies: [], storage: {} },
) {
  const context = await browser.newContext({
    storageState: {
      cookies: session.cookies,
      origins: [
        {
          origin: base,
          localStorage: Object.entries(session.storage).map(([name, value]) => ({ name, value })),
        },
      ],
    },
  });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const scripts = new Set<string>();
  const encodings = new Set<string>();
  let jsBytes = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type !== 'Script') return;
    scripts.add(e.requestId);
    encodings.add(
      e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'none',
    );
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) jsBytes += e.encodedDataLength;
  });

  await page.goto(path, { waitUntil: 'commit' });
  // milliseconds since the navigation started, taken in the page when `ready` first shows
  const handle = await page.waitForFunction(
    (selector) => (document.querySelector(selector) ? performance.now() : null),
    ready,
    { polling: 'raf', timeout: 60_000 },
  );
  const readyMs = Math.round((await handle.jsonValue()) as number);
  const figures = { jsBytes, scripts: scripts.size, encodings: [...encodings], readyMs };
  await context.close();
  return figures;
}

test('first load on slow 4G: JavaScript transferred and time until the ticket list shows', async ({
  browser,
  request,
}) => {
  // one open ticket of the admin, so the list has a row to show
  const login = await request.post(`${base}/api/auth/login`, { data: ADMIN });
  const { token, user } = (await login.json()) as {
    token: string;
    user: { id: number; companyId: number };
  };
  const headers = { Authorization: `Bearer ${token}` };
  const whatsapps = (await (await request.get(`${base}/api/whatsapp`, { headers })).json()) as {
    id: number;
    name: string;
  }[];
  const sandbox = whatsapps.find((w) => w.name === 'Telefone simulado')!;
  const number = `55${String(Date.now()).slice(-9)}8`;
  await request.post(`${base}/api/sandbox/${sandbox.id}/messages`, {
    headers,
    data: { number, name: 'Cliente da medição', body: 'Bom dia' },
  });
  let ticketId: number | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${base}/api/tickets?status=pending&showAll=true`, { headers });
      const { tickets } = (await res.json()) as {
        tickets: { id: number; contact: { number: string } }[];
      };
      ticketId = tickets.find((t) => t.contact.number === number)?.id;
      return ticketId !== undefined;
    })
    .toBe(true);
  const take = await request.put(`${base}/api/tickets/${ticketId}`, {
    headers,
    data: { status: 'open', userId: user.id },
  });
  expect(take.status()).toBe(200);
  // read, so that it leaves no unread ticket behind for other tests
  await request.get(`${base}/api/messages/${ticketId}`, { headers });

  const loginPage = await firstLoad(browser, '/login', 'input[type="email"]');
  const tickets = await firstLoad(
    browser,
    '/tickets',
    'ul[aria-label="Lista de atendimentos"] li',
    {
      // the session as the login page leaves it: the refresh cookie and the stored token
      cookies: (await request.storageState()).cookies,
      storage: { token, userId: String(user.id), companyId: String(user.companyId) },
    },
  );
  console.log(
    `first load, slow 4G (150 ms RTT, 1.6 Mbps down):\n` +
      `  /login   JS ${(loginPage.jsBytes / 1024).toFixed(1)} KB in ${loginPage.scripts} files ` +
      `(${loginPage.encodings.join(', ')}), form shown at ${loginPage.readyMs} ms\n` +
      `  /tickets JS ${(tickets.jsBytes / 1024).toFixed(1)} KB in ${tickets.scripts} files ` +
      `(${tickets.encodings.join(', ')}), list shown at ${tickets.readyMs} ms`,
  );
  expect(tickets.encodings).toContain('br');
  expect(tickets.jsBytes).toBeLessThanOrEqual(JS_CEILING_BYTES);
});
