import { ANNOUNCEMENT_MESSAGES, PAGE_SIZE, type AnnouncementDTO } from '@atende/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  startTestApp,
  SUPER_LOGIN,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { multipart, PNG, type FilePart } from '../../../test/multipart';

/** A JPEG's first bytes are enough for the type check (the file is never decoded). */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(60, 1)]);
const file = (name: string, type: string, data: Buffer): FilePart => ({
  field: 'file',
  name,
  type,
  data,
});

/** The super users' announcements: CRUD, paging, priority, status and the image. */
describe('announcements', () => {
  let t: TestApp;
  let root: Session;
  let agent: Session;

  const create = (body: object) => t.request('POST', '/announcements', root.token, body);
  const upload = (id: number, form: ReturnType<typeof multipart>, token = root.token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/announcements/${id}/media-upload`,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
  const download = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const storedPath = async (id: number) => {
    const res = await t.deps.db.execute(sql`select media_path from announcements where id = ${id}`);
    return (res as unknown as { rows: { media_path: string | null }[] }).rows[0]!.media_path;
  };

  beforeAll(async () => {
    t = await startTestApp();
    root = await t.login(SUPER_LOGIN.email, SUPER_LOGIN.password);
    agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
  });
  afterAll(() => t.close());

  it('creates with the spec defaults (priority 3, active) and reads it back', async () => {
    const res = await create({ title: 'Manutenção', text: 'Domingo às 22h' });
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json() as AnnouncementDTO;
    expect(made).toMatchObject({
      title: 'Manutenção',
      text: 'Domingo às 22h',
      priority: 3,
      status: true,
      mediaPath: null,
      mediaName: null,
    });
    const read = await t.request('GET', `/announcements/${made.id}`, root.token);
    expect(read.json()).toEqual(made);
    await t.request('DELETE', `/announcements/${made.id}`, root.token);
  });

  it('title and text are required: 400 naming each with "Obrigatório"', async () => {
    const res = await create({ title: ' ', priority: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ title: 'Obrigatório', text: 'Obrigatório' });
    const bad = await create({ title: 'a', text: 'b', priority: 4, status: 'sim' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ priority: 'Invalid value', status: 'Invalid value' });
    const missing = await t.request('PUT', '/announcements/999999', root.token, {
      title: 'x',
      text: 'y',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: ANNOUNCEMENT_MESSAGES.notFound });
  });

  it('pages by priority then newest, 20 a page, with an accent-blind title search', async () => {
    const ids: number[] = [];
    for (let i = 0; i < PAGE_SIZE + 2; i++) {
      const res = await create({ title: `Aviso ${i}`, text: 't', priority: (i % 3) + 1 });
      ids.push(res.json().id);
    }
    await create({ title: 'Promoção de verão', text: 't', priority: 2, status: false });
    const first = (await t.request('GET', '/announcements?pageNumber=1', root.token)).json();
    const second = (await t.request('GET', '/announcements?pageNumber=2', root.token)).json();
    expect(first.records).toHaveLength(PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(second.records).toHaveLength(3);
    expect(second.hasMore).toBe(false);
    const all: AnnouncementDTO[] = [...first.records, ...second.records];
    const priorities = all.map((a) => a.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    // within a priority, the newest first
    const highs = all.filter((a) => a.priority === 1).map((a) => a.id);
    expect(highs).toEqual([...highs].sort((a, b) => b - a));

    const found = (
      await t.request('GET', '/announcements?searchParam=promocao', root.token)
    ).json();
    expect(found.records.map((a: AnnouncementDTO) => a.title)).toEqual(['Promoção de verão']);

    // the top bar: only the active ones, by priority
    const active = (await t.request('GET', '/announcements/active', agent.token)).json();
    expect(active).toHaveLength(PAGE_SIZE + 2);
    expect(active.map((a: AnnouncementDTO) => a.title)).not.toContain('Promoção de verão');
    expect(active[0].priority).toBe(1);
    expect(active.at(-1).priority).toBe(3);
    for (const id of ids) await t.request('DELETE', `/announcements/${id}`, root.token);
  });

  it('updates title, text, priority and status', async () => {
    const made = (await create({ title: 'Antigo', text: 'x' })).json();
    const res = await t.request('PUT', `/announcements/${made.id}`, root.token, {
      title: 'Novo',
      text: 'y',
      priority: 1,
      status: false,
    });
    expect(res.json()).toMatchObject({ id: made.id, title: 'Novo', priority: 1, status: false });
    const active = (await t.request('GET', '/announcements/active', agent.token)).json();
    expect(active.map((a: AnnouncementDTO) => a.id)).not.toContain(made.id);
  });

  it('takes a png or a jpeg by content, whatever the name, and serves it to every user', async () => {
    const made = (await create({ title: 'Com imagem', text: 'x', priority: 1 })).json();
    // a PNG named .txt, declared as text: its bytes say PNG
    const png = await upload(made.id, multipart({}, file('banner.txt', 'text/plain', PNG)));
    expect(png.statusCode, png.body).toBe(200);
    const withImage = png.json() as AnnouncementDTO;
    expect(withImage.mediaName).toBe('banner.txt');
    expect(withImage.mediaPath).toMatch(new RegExp(`^/api/announcements/${made.id}/media\\?v=`));
    const served = await download(withImage.mediaPath!, agent.token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await download(withImage.mediaPath!)).statusCode).toBe(401);

    // a JPEG replaces it, and the PNG's file goes
    const before = (await storedPath(made.id))!;
    const jpg = await upload(made.id, multipart({}, file('foto.jpeg', 'image/jpeg', JPEG)));
    expect(jpg.statusCode).toBe(200);
    expect(t.deps.media.exists(before)).toBe(false);
    const jpeg = await download(jpg.json().mediaPath, agent.token);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpg.json().mediaPath).not.toBe(withImage.mediaPath);
  });

  it('refuses anything but png and jpeg, even named .png, and keeps the image it had', async () => {
    const made = (await create({ title: 'Recusas', text: 'x' })).json();
    await upload(made.id, multipart({}, file('ok.png', 'image/png', PNG)));
    const kept = (await storedPath(made.id))!;
    for (const [name, type, data] of [
      ['animado.png', 'image/png', GIF],
      ['script.png', 'image/png', Buffer.from('<svg onload=alert(1)>')],
      ['virus.jpg', 'image/jpeg', Buffer.from('MZ\x90\x00 not an image at all')],
    ] as const) {
      const res = await upload(made.id, multipart({}, file(name, type, data)));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ file: ANNOUNCEMENT_MESSAGES.imageOnly });
    }
    const none = await upload(made.id, multipart({ note: 'sem arquivo' }));
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ file: ANNOUNCEMENT_MESSAGES.fileMissing });
    expect(await storedPath(made.id)).toBe(kept);
    expect(t.deps.media.exists(kept)).toBe(true);
    const dir = t.deps.media.absolutePath(kept).replace(/[^/]+$/, '');
    const fs = await import('node:fs');
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('removing the image, or the announcement, deletes its file', async () => {
    const made = (await create({ title: 'Temporário', text: 'x' })).json();
    await upload(made.id, multipart({}, file('a.png', 'image/png', PNG)));
    const first = (await storedPath(made.id))!;
    const cleared = await t.request('DELETE', `/announcements/${made.id}/media-upload`, root.token);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ mediaPath: null, mediaName: null });
    expect(t.deps.media.exists(first)).toBe(false);

    await upload(made.id, multipart({}, file('b.png', 'image/png', PNG)));
    const second = (await storedPath(made.id))!;
    const gone = await t.request('DELETE', `/announcements/${made.id}`, root.token);
    expect(gone.statusCode).toBe(200);
    expect(t.deps.media.exists(second)).toBe(false);
    expect((await t.request('GET', `/announcements/${made.id}`, root.token)).statusCode).toBe(404);
  });

  it('an inactive announcement’s image is served to super users only', async () => {
    const made = (await create({ title: 'Oculto', text: 'x', status: false })).json();
    const res = await upload(made.id, multipart({}, file('a.png', 'image/png', PNG)));
    const url = res.json().mediaPath as string;
    expect((await download(url, root.token)).statusCode).toBe(200);
    const hidden = await download(url, agent.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(ANNOUNCEMENT_MESSAGES.notFound);
  });
});
