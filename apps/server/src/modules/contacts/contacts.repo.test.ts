import { companyChannel } from '@atende/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema';
import { record, sleep, startTestApp, type Session, type TestApp } from '../../../test/harness';
import { findOrCreateContactByNumber } from './contacts.repo';
import { findOrCreateContact } from './contacts.service';

describe('findOrCreateContactByNumber', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.signupCompany('Entrada Simultanea')).admin;
  });
  afterAll(() => t.close());

  const rowsFor = async (number: string) => {
    const [{ n }] = await t.deps.db
      .select({ n: count() })
      .from(contacts)
      .where(and(eq(contacts.companyId, admin.user.companyId), eq(contacts.number, number)));
    return n;
  };

  it('creates exactly one contact under 10 concurrent calls for the same new number', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        findOrCreateContactByNumber(t.deps.db, admin.user.companyId, {
          number: '+55 11 94321-0000',
          name: `Cliente ${i}`,
        }),
      ),
    );
    expect(await rowsFor('5511943210000')).toBe(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(results[0]).toMatchObject({ number: '5511943210000', isGroup: false });
  });

  it('returns an existing contact untouched but for updatedAt, and keeps group ids', async () => {
    const made = (
      await t.request('POST', '/contacts', admin.token, {
        name: 'Já Existe',
        number: '5511943210001',
        email: 'ja@x.com',
      })
    ).json();
    const found = await findOrCreateContactByNumber(t.deps.db, admin.user.companyId, {
      number: '5511943210001',
      name: 'Nome Do Perfil',
    });
    expect(found).toMatchObject({
      id: made.id,
      name: 'Já Existe',
      email: 'ja@x.com',
      created: false,
    });
    const group = await findOrCreateContactByNumber(t.deps.db, admin.user.companyId, {
      number: '120363025246125486@g.us',
      name: 'Grupo da Loja',
      isGroup: true,
    });
    expect(group).toMatchObject({
      number: '120363025246125486@g.us',
      isGroup: true,
      created: true,
    });
  });

  it('announces a contact only when the call created it', async () => {
    const socket = await t.connectSocket(admin.token);
    const heard = record(socket, companyChannel(admin.user.companyId, 'contact'));
    const ctx = { db: t.deps.db, companyId: admin.user.companyId, events: t.deps.events };
    const first = await findOrCreateContact(ctx, { number: '5511943210002', name: 'Novo' });
    const again = await findOrCreateContact(ctx, { number: '5511943210002', name: 'Novo' });
    expect(again.id).toBe(first.id);
    await sleep(150);
    expect(heard).toEqual([{ action: 'create', contact: first }]);
  });
});
