import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { multipart, PNG } from '../../../test/multipart';
import { SUPER_LOGIN, type Session, type TestApp } from '../../../test/harness';

export const superLogin = (t: TestApp) => t.login(SUPER_LOGIN.email, SUPER_LOGIN.password);

const upload = (t: TestApp, url: string, token: string, form: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    payload: form.payload,
  });

/**
 * A signed-up company with something in every area: a paired simulated phone, a customer's
 * text and photo (contact, ticket, messages, a media file), a queue, a tag on the ticket, a
 * ticket note, a notification recipient, a quick message with an attachment (a second file).
 */
export async function populatedCompany(t: TestApp, name: string) {
  const { company, admin } = await t.signupCompany(name);
  const ok = async (res: Awaited<ReturnType<TestApp['request']>>) => {
    if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json();
  };
  const conn = await ok(
    await t.request('POST', '/whatsapp', admin.token, { name: 'Celular', provider: 'sandbox' }),
  );
  await ok(
    await t.request('POST', `/sandbox/${conn.id}/pair`, admin.token, { qrcode: conn.qrcode }),
  );
  const number = `55119${String(company.id).padStart(8, '0')}`;
  await ok(
    await t.request('POST', `/sandbox/${conn.id}/messages`, admin.token, {
      number,
      name: 'Cliente',
      body: 'Olá',
    }),
  );
  const photo = multipart(
    { number, name: 'Cliente', body: 'Segue a foto' },
    { field: 'media', name: 'foto.png', type: 'image/png', data: PNG },
  );
  await ok(await upload(t, `/sandbox/${conn.id}/messages`, admin.token, photo));
  await ok(await t.request('POST', '/queue', admin.token, { name: 'Vendas', color: '#ff9800' }));
  const tag = await ok(await t.request('POST', '/tags', admin.token, { name: 'Urgente' }));
  const list = await ok(await t.request('GET', '/tickets?showAll=true', admin.token));
  const ticket = list.tickets[0];
  if (!ticket) throw new Error(JSON.stringify(list));
  await ok(
    await t.request('POST', '/tags/sync', admin.token, { ticketId: ticket.id, tags: [tag] }),
  );
  await ok(
    await t.request('POST', '/ticket-notes', admin.token, {
      note: 'Cliente pediu retorno',
      ticketId: ticket.id,
      contactId: ticket.contactId,
    }),
  );
  await ok(
    await t.request('POST', '/notify/user', admin.token, {
      userId: admin.user.id,
      whatsappNumber: '5511999990000',
    }),
  );
  const quick = await ok(
    await t.request('POST', '/quick-messages', admin.token, { shortcode: 'oi', message: 'Oi!' }),
  );
  const attachment = multipart(
    { typeArch: 'quickMessage' },
    { field: 'file', name: 'logo.png', type: 'image/png', data: PNG },
  );
  await ok(await upload(t, `/quick-messages/${quick.id}/media-upload`, admin.token, attachment));
  return { company, admin: admin as Session, ticketId: ticket.id as number };
}

/** The rows of a raw query (the drivers' results differ in type, not in shape). */
async function query<T>(t: TestApp, q: SQL): Promise<T[]> {
  return ((await t.deps.db.execute(q)) as unknown as { rows: T[] }).rows;
}

/** Rows of the company in every table that has a company_id column and in their child tables. */
export async function rowsOf(t: TestApp, companyId: number) {
  const tables = await query<{ table_name: string }>(
    t,
    sql`select table_name from information_schema.columns
        where column_name = 'company_id' and table_schema = current_schema() order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where company_id = ${companyId}`,
    );
    counts[table_name] = row.n;
  }
  // tables without company_id belong to a parent row that has it
  const children = {
    companies: sql`select count(*)::int as n from companies where id = ${companyId}`,
    ticket_tags: sql`select count(*)::int as n from ticket_tags x join tickets p on p.id = x.ticket_id where p.company_id = ${companyId}`,
    user_queues: sql`select count(*)::int as n from user_queues x join users p on p.id = x.user_id where p.company_id = ${companyId}`,
    refresh_tokens: sql`select count(*)::int as n from refresh_tokens x join users p on p.id = x.user_id where p.company_id = ${companyId}`,
    whatsapp_queues: sql`select count(*)::int as n from whatsapp_queues x join whatsapps p on p.id = x.whatsapp_id where p.company_id = ${companyId}`,
    contact_custom_fields: sql`select count(*)::int as n from contact_custom_fields x join contacts p on p.id = x.contact_id where p.company_id = ${companyId}`,
  };
  for (const [table, count] of Object.entries(children)) {
    counts[table] = (await query<{ n: number }>(t, count))[0].n;
  }
  return counts;
}

/** The company's media files (names under DATA_DIR/media/company-{id}). */
export function mediaFilesOf(t: TestApp, companyId: number): string[] {
  const dir = path.dirname(t.deps.media.absolutePath(`company-${companyId}/x`));
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}
