import { and, asc, eq } from 'drizzle-orm';
import type { CampaignDTO } from '@atende/shared';
import {
  campaignShippings,
  contactListItems,
  contactLists,
  sandboxMessages,
} from '../../db/schema';
import { expect } from 'vitest';
import { eventually, type TestApp } from '../../../test/harness';

/** A contact list written straight to the database (its routes belong to another module). */
export async function seedList(
  t: TestApp,
  companyId: number,
  name: string,
  items: Array<{ name: string; number: string; email?: string; valid?: boolean | null }>,
) {
  const [list] = await t.deps.db.insert(contactLists).values({ companyId, name }).returning();
  if (items.length)
    await t.deps.db.insert(contactListItems).values(
      items.map((i) => ({
        companyId,
        contactListId: list!.id,
        name: i.name,
        number: i.number,
        email: i.email ?? '',
        isWhatsappValid: i.valid ?? null,
      })),
    );
  return list!.id;
}

/** Sends as fast as the phone takes them (tests of delivery, not of pacing). */
export async function noPauses(t: TestApp, token: string) {
  const res = await t.request('POST', '/campaign-settings', token, {
    settings: { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0, variables: [] },
  });
  if (res.statusCode !== 200) throw new Error(`settings: ${res.body}`);
}

export async function createCampaign(t: TestApp, token: string, body: object) {
  const res = await t.request('POST', '/campaigns', token, body);
  if (res.statusCode !== 200) throw new Error(`campaign: ${res.statusCode} ${res.body}`);
  return res.json<CampaignDTO>();
}

/** What the simulated phone of `number` received from the business, oldest first. */
export async function phoneReceived(t: TestApp, connectionId: number, number: string) {
  const rows = await t.deps.db
    .select({ body: sandboxMessages.body, mediaName: sandboxMessages.mediaName })
    .from(sandboxMessages)
    .where(
      and(
        eq(sandboxMessages.whatsappId, connectionId),
        eq(sandboxMessages.number, number),
        eq(sandboxMessages.direction, 'out'),
      ),
    )
    .orderBy(asc(sandboxMessages.id));
  return rows.map((r) => r.body);
}

export function shippingsOf(t: TestApp, campaignId: number) {
  return t.deps.db
    .select()
    .from(campaignShippings)
    .where(eq(campaignShippings.campaignId, campaignId))
    .orderBy(asc(campaignShippings.id));
}

/** Waits until the campaign's report says it has finished (FINALIZADA). */
export function finished(t: TestApp, token: string, campaign: Pick<CampaignDTO, 'id'>) {
  return eventually(async () => {
    const res = await t.request('GET', `/campaigns/${campaign.id}/report`, token);
    expect(res.json().campaign.status).toBe('FINALIZADA');
  }, 30_000);
}
