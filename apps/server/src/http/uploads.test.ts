import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../test/harness';
import { multipart, PNG, type FilePart } from '../../test/multipart';

const png = (name = 'foto.png'): FilePart => ({
  field: 'medias',
  name,
  type: 'image/png',
  data: PNG,
});
const exe: FilePart = {
  field: 'medias',
  name: 'virus.exe',
  type: 'application/x-msdownload',
  data: Buffer.from('MZ\x90\x00'),
};
/** One byte over the 16 MB limit. */
const huge: FilePart = {
  field: 'medias',
  name: 'grande.png',
  type: 'image/png',
  data: Buffer.concat([PNG, Buffer.alloc(16 * 1024 * 1024 + 1 - PNG.length)]),
};

describe('uploads leave no file behind when refused', () => {
  let t: TestApp;
  let admin: Session;
  let connectionId: number;
  let mediaRoot: string;

  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const connections = (await t.request('GET', '/whatsapp', admin.token)).json();
    connectionId = connections.find((c: { provider: string }) => c.provider === 'sandbox').id;
    mediaRoot = path.dirname(t.deps.media.absolutePath('x'));
  }, 120_000);
  afterAll(() => t.close());

  /** Every file under the media directory, temporary ones included. */
  const storedFiles = () =>
    fs.existsSync(mediaRoot)
      ? fs
          .readdirSync(mediaRoot, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => e.name)
      : [];

  async function ticketOf(number: string, status?: 'open') {
    const said = await t.request('POST', `/sandbox/${connectionId}/messages`, admin.token, {
      number,
      name: 'Cliente Upload',
      body: 'Olá',
    });
    expect(said.statusCode).toBe(200);
    const list = (await t.request('GET', `/tickets?searchParam=${number}`, admin.token)).json();
    const ticket = list.tickets[0] as { id: number };
    if (status) {
      const res = await t.request('PUT', `/tickets/${ticket.id}`, admin.token, { status });
      expect(res.statusCode).toBe(200);
    }
    return ticket;
  }

  const post = (url: string, token: string, form: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      payload: form.payload,
    });

  it('a message send stores its files once, and none when refused', async () => {
    const open = await ticketOf('5511930000001', 'open');
    const pending = await ticketOf('5511930000002');
    const { admin: stranger } = await t.signupCompany('Outra Empresa Upload');
    const agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const before = storedFiles();

    const refusals: [string, string, ReturnType<typeof multipart>, number][] = [
      ['missing ticket', admin.token, multipart({ body: 'x' }, png()), 404],
      ['another company', stranger.token, multipart({ body: 'x' }, png()), 404],
      ['no access to the ticket', agent.token, multipart({ body: 'x' }, png()), 403],
      ['ticket not open', admin.token, multipart({ body: 'x' }, png()), 400],
      ['a refused type after a good file', admin.token, multipart({}, png(), exe), 400],
      [
        'a PNG name on other content',
        admin.token,
        multipart({}, { ...exe, ...png(), data: Buffer.from('<html>') }),
        400,
      ],
      ['a file over 16 MB after a good one', admin.token, multipart({}, png(), huge), 413],
      [
        'a quoted message that does not exist',
        admin.token,
        multipart({ quotedMsgId: '999999' }, png()),
        400,
      ],
    ];
    for (const [why, token, form, status] of refusals) {
      const ticketId =
        why === 'missing ticket' ? 999_999 : why === 'ticket not open' ? pending.id : open.id;
      const res = await post(`/messages/${ticketId}`, token, form);
      expect(res.statusCode, why).toBe(status);
      expect(storedFiles(), why).toEqual(before);
    }

    const sent = await post(
      `/messages/${open.id}`,
      admin.token,
      multipart({}, png('a.png'), png('b.png')),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const added = storedFiles().filter((f) => !before.includes(f));
    expect(added).toHaveLength(2);
    expect(added.filter((f) => f.endsWith('.png'))).toHaveLength(2);
  });

  it('a quick-message attachment is stored once, and not at all when refused', async () => {
    const created = await t.request('POST', '/quick-messages', admin.token, {
      shortcode: 'upload',
      message: 'Segue o anexo',
      geral: true,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    const agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const file = (part: FilePart) =>
      multipart({ typeArch: 'quickMessage' }, { ...part, field: 'file' });
    const before = storedFiles();

    const refusals: [string, string, number, ReturnType<typeof multipart>, number][] = [
      ['missing quick message', admin.token, 999_999, file(png()), 404],
      ['not the author', agent.token, id, file(png()), 403],
      ['a refused type', admin.token, id, file(exe), 400],
      ['a file over 16 MB', admin.token, id, file(huge), 413],
    ];
    for (const [why, token, target, form, status] of refusals) {
      const res = await post(`/quick-messages/${target}/media-upload`, token, form);
      expect(res.statusCode, why).toBe(status);
      expect(storedFiles(), why).toEqual(before);
    }

    expect(
      (await post(`/quick-messages/${id}/media-upload`, admin.token, file(png()))).statusCode,
    ).toBe(200);
    expect(storedFiles().filter((f) => !before.includes(f))).toHaveLength(1);
  });
});
