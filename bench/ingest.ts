import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * The writes of one inbound message as bare SQL, in one transaction: contact upsert, ticket
 * find-or-create (the one live ticket per contact and connection), message insert, ticket update.
 */
export async function bareIngest(
  pool: pg.Pool,
  companyId: number,
  whatsappId: number,
  msg: { number: string; name: string; body: string },
) {
  const c = await pool.connect();
  try {
    await c.query('begin');
    const contact = (
      await c.query(
        `insert into contacts (company_id, number, name, is_group, whatsapp_id)
         values ($1, $2, $3, false, $4)
         on conflict (company_id, number) do update
           set updated_at = now(), whatsapp_id = coalesce(contacts.whatsapp_id, excluded.whatsapp_id)
         returning id, (xmax = 0) as created`,
        [companyId, msg.number, msg.name, whatsappId],
      )
    ).rows[0].id as number;
    let ticket = (
      await c.query(
        `insert into tickets (company_id, contact_id, whatsapp_id, status, is_group)
         values ($1, $2, $3, 'pending', false)
         on conflict (company_id, whatsapp_id, contact_id) where status in ('pending', 'open')
         do nothing returning id`,
        [companyId, contact, whatsappId],
      )
    ).rows[0]?.id as number | undefined;
    ticket ??= (
      await c.query(
        `select id from tickets where company_id = $1 and whatsapp_id = $2 and contact_id = $3
         and status in ('pending', 'open') limit 1`,
        [companyId, whatsappId, contact],
      )
    ).rows[0].id as number;
    await c.query(
      `insert into messages (company_id, ticket_id, whatsapp_id, contact_id, external_id, body,
                             from_me, media_type, ack, read, send_status, created_at)
       values ($1, $2, $3, $4, $5, $6, false, 'chat', 0, false, 'received', now())
       on conflict (company_id, whatsapp_id, external_id) do nothing returning id`,
      [companyId, ticket, whatsappId, contact, `BARE-${randomUUID()}`, msg.body],
    );
    await c.query(
      `update tickets set last_message = $3, updated_at = now(),
              unread_messages = unread_messages + 1
       where company_id = $1 and id = $2`,
      [companyId, ticket, msg.body],
    );
    await c.query('commit');
  } catch (err) {
    await c.query('rollback');
    throw err;
  } finally {
    c.release();
  }
}

/** `n` customer messages: from new numbers, or from the given existing contacts' numbers. */
export function customerMessages(n: number, prefix: string, existing?: string[]) {
  return Array.from({ length: n }, (_, i) => ({
    number: existing ? existing[i % existing.length] : `${prefix}${String(i).padStart(7, '0')}`,
    name: `Cliente ${prefix}-${i}`,
    body: `Mensagem de teste ${i}: preciso de ajuda com meu pedido`,
  }));
}
