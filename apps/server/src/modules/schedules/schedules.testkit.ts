import type { ScheduleDTO } from '@atende/shared';
import type { TestApp } from '../../../test/harness';

export { multipart, PNG } from '../../../test/multipart';

/** An ISO time `minutes` from the app clock's now. */
export const inMinutes = (t: TestApp, minutes: number) =>
  new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();

/** A contact of the caller's company, created through the API. */
export async function contactOf(t: TestApp, token: string, name: string, number: string) {
  const res = await t.request('POST', '/contacts', token, { name, number });
  if (res.statusCode !== 200) throw new Error(`contact not created: ${res.body}`);
  return res.json() as { id: number; name: string; number: string };
}

/** Creates a schedule and answers its DTO (throws on refusal). */
export async function scheduleFor(
  t: TestApp,
  token: string,
  body: { contactId: number; body: string; sendAt: string; whatsappId?: number },
) {
  const res = await t.request('POST', '/schedules', token, body);
  if (res.statusCode !== 200) throw new Error(`schedule not created: ${res.body}`);
  return res.json() as ScheduleDTO;
}

export async function statusOf(t: TestApp, token: string, id: number) {
  return (await t.request('GET', `/schedules/${id}`, token)).json() as ScheduleDTO;
}
