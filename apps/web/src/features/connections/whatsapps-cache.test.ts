import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { WhatsappDTO } from '@atende/shared';
import { dropWhatsapp, storeWhatsapp, upsertWhatsapp, WHATSAPPS_KEY } from './whatsapps-cache';
import { makeWhatsapp } from '../../test/fixtures';

describe('connections cache', () => {
  it('adds in name order, replaces newer copies and keeps the known token', () => {
    const list = [makeWhatsapp({ id: 1, name: 'B', token: 'secret' })];
    const added = upsertWhatsapp(list, makeWhatsapp({ id: 2, name: 'A' }))!;
    expect(added.map((w) => w.name)).toEqual(['A', 'B']);
    const updated = upsertWhatsapp(
      added,
      makeWhatsapp({
        id: 1,
        name: 'B',
        status: 'qrcode',
        token: '',
        updatedAt: '2026-02-01T00:00:00Z',
      }),
    )!;
    expect(updated[1]).toMatchObject({ status: 'qrcode', token: 'secret' });
    const stale = upsertWhatsapp(
      updated,
      makeWhatsapp({ id: 1, name: 'B', status: 'OPENING', updatedAt: '2026-01-01T00:00:00Z' }),
    );
    expect(stale).toBe(updated);
  });

  it('patches the shared list: one default, and removals', () => {
    const client = new QueryClient();
    client.setQueryData<WhatsappDTO[]>(WHATSAPPS_KEY, [
      makeWhatsapp({ id: 1, name: 'A', isDefault: true }),
      makeWhatsapp({ id: 2, name: 'B' }),
    ]);
    storeWhatsapp(
      client,
      makeWhatsapp({ id: 2, name: 'B', isDefault: true, updatedAt: '2026-05-01T00:00:00Z' }),
    );
    const read = () => client.getQueryData<WhatsappDTO[]>(WHATSAPPS_KEY)!;
    expect(read().map((w) => w.isDefault)).toEqual([false, true]);
    dropWhatsapp(client, 1);
    expect(read().map((w) => w.id)).toEqual([2]);
  });
});
