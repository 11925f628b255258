import { and, asc, eq } from 'drizzle-orm';
import type { FileListDTO } from '@atende/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemClock } from '../../context';
import { sandboxMessages } from '../../db/schema';
import { openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';
import { PDF, PNG, uploadOptions } from '../file-lists/file-lists.testkit';
import { createCampaign, finished, noPauses, seedList } from './campaigns.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ jobs: true, clock: systemClock });
}, 120_000);
afterAll(() => t.close());

it("a campaign's file-list files reach the phone named with their extension, as the chat sends them", async () => {
  const desk = await openDemoDesk(t, { bot: false });
  await noPauses(t, desk.admin.token);
  const list = (
    await t.request('POST', '/files', desk.admin.token, {
      name: 'Documentos de boas-vindas',
      message: 'Seguem os documentos',
      options: [{ name: 'Orçamento' }, { name: 'Foto da loja' }],
    })
  ).json<FileListDTO>();
  const [budget, photo] = list.options;
  const up = await uploadOptions(t, desk.admin.token, list.id, `${budget!.id},${photo!.id}`, [
    { name: 'orcamento-2026.pdf', type: 'application/pdf', data: PDF },
    { name: 'loja.png', type: 'image/png', data: PNG },
  ]);
  expect(up.statusCode, up.body).toBe(200);
  const number = '5511960000001';
  const contacts = await seedList(t, desk.admin.user.companyId, 'Um', [{ name: 'Rita', number }]);
  const campaign = await createCampaign(t, desk.admin.token, {
    name: 'Boas-vindas',
    confirmation: false,
    message1: 'Olá {nome}',
    whatsappId: desk.connectionId,
    contactListId: contacts,
    fileListId: list.id,
    scheduledAt: t.clock.now().toISOString(),
  });
  await finished(t, desk.admin.token, campaign);
  const received = await t.deps.db
    .select({ body: sandboxMessages.body, mediaName: sandboxMessages.mediaName })
    .from(sandboxMessages)
    .where(and(eq(sandboxMessages.number, number), eq(sandboxMessages.direction, 'out')))
    .orderBy(asc(sandboxMessages.id));
  expect(received.map((r) => r.mediaName)).toEqual(['Orçamento.pdf', 'Foto da loja.png', null]);
});
