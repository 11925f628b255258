import { companyChannel } from '@atende/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelError } from '../../channels/channel';
import { asForeground } from '../../jobs/foreground';
import { contacts } from '../../db/schema';
import { savePictures } from './contact-pictures.repo';
import {
  eventually,
  openDemoDesk,
  record,
  sleep,
  startTestApp,
  type TestApp,
} from '../../../test/harness';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;
interface ContactEvent {
  action: string;
  contact?: { id: number; profilePicUrl: string };
}

const PNG_SIGNATURE = '89504e470d0a1a0a';

/**
 * Profile pictures: looked up in the background on creation and on a contact's first message,
 * at once in the process, or by the job queue when that fails.
 */
describe('contact profile pictures', () => {
  let t: TestApp;
  let desk: Desk;
  const givePicture = (number: string) =>
    t.request('PUT', `/sandbox/${desk.connectionId}/numbers/${number}`, desk.admin.token, {
      onWhatsapp: true,
      picture: true,
    });
  const pictureState = async (id: number) => {
    const [row] = await t.deps.db
      .select({
        url: contacts.profilePicUrl,
        path: contacts.profilePicPath,
        checkedAt: contacts.profilePicCheckedAt,
      })
      .from(contacts)
      .where(eq(contacts.id, id));
    return row!;
  };

  beforeAll(async () => {
    // the job's retries wait a second here, not the production 30 s
    t = await startTestApp({ jobs: true, retryDelaySeconds: 1 });
    desk = await openDemoDesk(t, { bot: false });
  });
  afterAll(() => t.close());

  it('a new contact gets its picture, served to the company only, and the company hears it', async () => {
    const other = await t.signupCompany('Empresa Vizinha');
    const mine = record(
      await t.connectSocket(desk.admin.token),
      companyChannel(desk.admin.user.companyId, 'contact'),
    ) as ContactEvent[];
    const theirs = record(
      await t.connectSocket(other.admin.token),
      companyChannel(other.company.id, 'contact'),
    );
    await givePicture('5511944440001');
    const created = await t.request('POST', '/contacts', desk.admin.token, {
      name: 'Com Foto',
      number: '5511944440001',
    });
    // the request does not wait for the picture
    expect(created.json().profilePicUrl).toBe('');
    const id = created.json().id as number;
    const url = await eventually(async () => {
      const contact = (await t.request('GET', `/contacts/${id}`, desk.admin.token)).json();
      expect(contact.profilePicUrl).toMatch(new RegExp(`^/api/contacts/${id}/picture\\?v=\\d+$`));
      return contact.profilePicUrl as string;
    });
    const picture = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${desk.agent.token}` },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
    await eventually(() =>
      expect(
        mine.find((e) => e.action === 'update' && e.contact?.id === id)?.contact,
      ).toMatchObject({ profilePicUrl: url }),
    );
    const stolen = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${other.admin.token}` },
    });
    expect(stolen.statusCode).toBe(404);
    await sleep(300);
    expect(theirs).toEqual([]);
  });

  it("a customer's first message brings the picture to the ticket list", async () => {
    await givePicture('5511944440002');
    await desk.customerSays('5511944440002', 'Oi, tenho foto');
    const ticket = await eventually(async () => {
      const list = await t.request('GET', '/tickets?searchParam=5511944440002', desk.admin.token);
      const [found] = list.json().tickets as { contact: { id: number; profilePicUrl: string } }[];
      expect(found!.contact.profilePicUrl).toMatch(/^\/api\/contacts\/\d+\/picture\?v=\d+$/);
      return found!;
    });
    const state = await pictureState(ticket.contact.id);
    expect(state.path).toMatch(/^company-\d+\//);
    expect(t.deps.media.exists(state.path!)).toBe(true);
  });

  it('a number without a picture is looked up once, and stays without one', async () => {
    await desk.customerSays('5511944440003', 'Oi, sem foto');
    const list = await eventually(async () => {
      const res = await t.request('GET', '/tickets?searchParam=5511944440003', desk.admin.token);
      expect(res.json().tickets).toHaveLength(1);
      return res.json().tickets as { contact: { id: number } }[];
    });
    const id = list[0]!.contact.id;
    const checked = await eventually(async () => {
      const state = await pictureState(id);
      expect(state.checkedAt).not.toBeNull();
      return state;
    });
    expect(checked).toMatchObject({ url: '', path: null });
    // the customer sets a picture later: a further message does not ask again
    await givePicture('5511944440003');
    await desk.customerSays('5511944440003', 'De novo');
    await sleep(1500);
    expect(await pictureState(id)).toEqual(checked);
  });

  it('a lookup the channel cannot answer now is retried by the job queue until it can', async () => {
    // the phone does not answer twice (the lookup in the process, then the job's first run)
    const sandbox = t.deps.channels.get('sandbox');
    const answer = sandbox.profilePicture!.bind(sandbox);
    let asked = 0;
    sandbox.profilePicture = async (conn, number) => {
      asked++;
      if (asked <= 2) throw new ChannelError('O telefone não respondeu', true);
      return answer(conn, number);
    };
    try {
      await givePicture('5511944440005');
      const created = await t.request('POST', '/contacts', desk.admin.token, {
        name: 'Foto Depois',
        number: '5511944440005',
      });
      const id = created.json().id as number;
      await eventually(async () =>
        expect((await pictureState(id)).url).toMatch(new RegExp(`^/api/contacts/${id}/picture`)),
      );
      expect(asked).toBe(3);
    } finally {
      sandbox.profilePicture = answer;
    }
  });

  it('saving pictures answers the paths they replaced, and nothing for a contact gone', async () => {
    const ids: number[] = [];
    for (const [i, name] of ['Troca de Foto', 'Outra Troca'].entries()) {
      const created = await t.request('POST', '/contacts', desk.admin.token, {
        name,
        number: `551194444000${6 + i}`,
      });
      ids.push(created.json().id as number);
    }
    const [a, b] = ids as [number, number];
    // the lookups their creation asked for have answered (no picture)
    for (const id of ids) {
      await eventually(async () => expect((await pictureState(id)).checkedAt).not.toBeNull());
    }
    const companyId = desk.admin.user.companyId;
    const at = new Date('2026-11-25T12:00:00Z');
    const answer = (contactId: number, path: string) => ({ contactId, path, url: `/${path}` });
    await savePictures(t.deps.db, companyId, [answer(a, 'company-1/a.png')], at);
    const saved = await savePictures(
      t.deps.db,
      companyId,
      [answer(a, 'company-1/b.png'), answer(b, 'company-1/c.png')],
      at,
    );
    expect([...saved].sort()).toEqual([
      [a, 'company-1/a.png'],
      [b, null],
    ]);
    expect(await pictureState(a)).toMatchObject({ path: 'company-1/b.png', checkedAt: at });
    expect(await pictureState(b)).toMatchObject({
      path: 'company-1/c.png',
      url: '/company-1/c.png',
    });
    const elsewhere = await savePictures(t.deps.db, companyId + 1000, [answer(a, 'x.png')], at);
    expect(elsewhere.size).toBe(0);
    expect((await pictureState(a)).path).toBe('company-1/b.png');
  });

  it('with the connection down nothing is recorded, so the next message asks again', async () => {
    await givePicture('5511944440004');
    await t.request('DELETE', `/whatsappsession/${desk.connectionId}`, desk.admin.token);
    const created = await t.request('POST', '/contacts', desk.admin.token, {
      name: 'Sem Conexão',
      number: '5511944440004',
    });
    expect(created.statusCode).toBe(200);
    await sleep(1500);
    expect(await pictureState(created.json().id)).toMatchObject({ url: '', checkedAt: null });
  });
});

describe('profile picture lookups when the process stops', () => {
  it('those waiting in the process go to the job queue instead of being lost', async () => {
    // no workers: what the queue receives stays there to be counted
    const t = await startTestApp({ jobs: true, workers: false });
    try {
      const desk = await openDemoDesk(t, { bot: false });
      const sandbox = t.deps.channels.get('sandbox');
      const answer = sandbox.profilePicture!.bind(sandbox);
      const held: (() => void)[] = [];
      sandbox.profilePicture = (conn, number) =>
        new Promise<void>((r) => held.push(r)).then(() => answer(conn, number));
      const created: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await t.request('POST', '/contacts', desk.admin.token, {
          name: `Espera ${i}`,
          number: `551195550000${i}`,
        });
        created.push(res.json().id as number);
      }
      // four run at once, held by the phone; the last two wait in memory
      await eventually(() => expect(held).toHaveLength(4));
      const queued = async () => {
        const result = await t.deps.db.execute(
          sql`select data from pgboss.job where name = 'contact.picture' order by created_on`,
        );
        return (result as unknown as { rows: { data: { contactId: number } }[] }).rows.map(
          (r) => r.data.contactId,
        );
      };
      expect(await queued()).toEqual([]);

      const stopping = t.deps.jobs.stop();
      await eventually(async () => expect(await queued()).toEqual(created.slice(4)));
      // the runs in progress end before the queue stops, and save what the phone answers
      held.forEach((release) => release());
      await stopping;
      expect(held).toHaveLength(4);
      for (const id of created.slice(0, 4)) {
        expect(
          (await t.deps.db.select().from(contacts).where(eq(contacts.id, id)))[0],
        ).toMatchObject({
          profilePicCheckedAt: expect.any(Date),
        });
      }
    } finally {
      await t.close();
    }
  });
});

describe('profile picture lookups while customer messages are being stored', () => {
  it('wait for the messages, then ask the phone', async () => {
    const t = await startTestApp({ jobs: true });
    try {
      const desk = await openDemoDesk(t, { bot: false });
      const sandbox = t.deps.channels.get('sandbox');
      const answer = sandbox.profilePicture!.bind(sandbox);
      const asked: string[] = [];
      sandbox.profilePicture = (conn, number) => {
        asked.push(number);
        return answer(conn, number);
      };
      // a customer's message still on its way (as a burst's are)
      let stored!: () => void;
      const storing = asForeground(() => new Promise<void>((resolve) => (stored = resolve)));
      const created = await t.request('POST', '/contacts', desk.admin.token, {
        name: 'Depois da Mensagem',
        number: '5511966660001',
      });
      expect(created.statusCode).toBe(200);
      await sleep(300);
      expect(asked).toEqual([]);
      stored();
      await storing;
      await eventually(() => expect(asked).toEqual(['5511966660001']));
    } finally {
      await t.close();
    }
  });
});
