import { companyChannel } from '@atende/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ChannelError } from '../../channels/channel';
import { contacts } from '../../db/schema';
import { eventually, openDemoDesk, record, sleep, startTestApp } from '../../../test/harness';

interface ContactEvent {
  action: string;
  contact?: { id: number; profilePicUrl: string };
}

/**
 * A burst of new contacts: the lookups waiting in the process run together (one read and one
 * write for them all), and each contact still gets its own answer.
 */
describe('profile picture lookups of a burst', () => {
  it('each gets its answer; one the phone cannot answer now is retried alone', async () => {
    const t = await startTestApp({ jobs: true, retryDelaySeconds: 1 });
    try {
      const desk = await openDemoDesk(t, { bot: false });
      const heard = record(
        await t.connectSocket(desk.admin.token),
        companyChannel(desk.admin.user.companyId, 'contact'),
      ) as ContactEvent[];
      const sandbox = t.deps.channels.get('sandbox');
      const answer = sandbox.profilePicture!.bind(sandbox);
      const asked: string[] = [];
      const held: (() => void)[] = [];
      let failedOnce = false;
      sandbox.profilePicture = async (conn, number) => {
        asked.push(number);
        // the first four hold the process's four lookups at once: the rest wait together
        if (held.length < 4 && number.startsWith('5511977770')) {
          await new Promise<void>((r) => held.push(r));
        }
        if (number === '5511977771003' && !failedOnce) {
          failedOnce = true;
          throw new ChannelError('O telefone não respondeu', true);
        }
        return answer(conn, number);
      };
      const create = async (number: string, picture: boolean) => {
        if (picture) {
          await t.request(
            'PUT',
            `/sandbox/${desk.connectionId}/numbers/${number}`,
            desk.admin.token,
            {
              onWhatsapp: true,
              picture: true,
            },
          );
        }
        const res = await t.request('POST', '/contacts', desk.admin.token, {
          name: number,
          number,
        });
        return res.json().id as number;
      };
      for (let i = 1; i <= 4; i++) await create(`551197777000${i}`, false);
      await eventually(() => expect(held).toHaveLength(4));
      const withPicture = await create('5511977771001', true);
      const without = await create('5511977771002', false);
      const failsFirst = await create('5511977771003', true);
      const deleted = await create('5511977771004', true);
      const last = await create('5511977771005', true);
      expect((await t.request('DELETE', `/contacts/${deleted}`, desk.admin.token)).statusCode).toBe(
        200,
      );
      held.shift()!();

      const state = async (id: number) =>
        (await t.deps.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;
      for (const id of [withPicture, failsFirst, last]) {
        await eventually(async () =>
          expect((await state(id)).profilePicUrl).toMatch(
            new RegExp(`^/api/contacts/${id}/picture\\?v=\\d+$`),
          ),
        );
      }
      expect(await state(without)).toMatchObject({
        profilePicUrl: '',
        profilePicPath: null,
        profilePicCheckedAt: expect.any(Date),
      });
      // the contact deleted while its lookup waited is not asked about
      expect(asked).not.toContain('5511977771004');
      expect(asked.filter((n) => n === '5511977771003')).toHaveLength(2);
      held.forEach((release) => release());
      await sleep(300);
      const updated = heard.filter((e) => e.action === 'update').map((e) => e.contact!.id);
      expect(updated.sort((a, b) => a - b)).toEqual([withPicture, failsFirst, last]);
    } finally {
      await t.close();
    }
  });
});
