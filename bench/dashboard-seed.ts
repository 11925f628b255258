import type pg from 'pg';

/**
 * A cycle (ticket_trackings row) for every ticket of the company, as the tracking writes would
 * have left them: closed tickets finished (waited 1-15 min, served 3-40 min, two in three
 * rated), open ones taken, pending ones waiting. Set-based, then analysed. The daily rollups
 * (decision 0107) are filled as production fills them: by the ticket_trackings triggers of
 * migration 0029, row by row in the same statement.
 */
export async function seedCycles(pool: pg.Pool, companyId: number) {
  await pool.query(
    `insert into ticket_trackings (company_id, ticket_id, whatsapp_id, contact_id, user_id,
       queue_id, queued_at, started_at, finished_at, rating_state, rated_at, rating)
     select t.company_id, t.id, t.whatsapp_id, t.contact_id, t.user_id, t.queue_id,
       t.created_at,
       case when t.status <> 'pending' then t.created_at + w.wait end,
       case when t.status = 'closed' then t.created_at + w.wait + w.serve end,
       case when t.status = 'closed' and t.id % 3 <> 0 then 'rated' end,
       case when t.status = 'closed' and t.id % 3 <> 0 then t.created_at + w.wait + w.serve end,
       case when t.status = 'closed' and t.id % 3 <> 0 then 1 + t.id % 3 end
     from tickets t,
       lateral (select (1 + t.id % 15) * interval '1 minute' as wait,
                       (3 + t.id % 38) * interval '1 minute' as serve) w
     where t.company_id = $1
       -- one hashed list, not a lookup per ticket (the table grows as the statement runs)
       and t.id not in (select x.ticket_id from ticket_trackings x where x.company_id = $1)`,
    [companyId],
  );
  await pool.query('vacuum analyze ticket_trackings');
  await pool.query('vacuum analyze dashboard_day_totals, dashboard_day_contacts');
  await pool.query('checkpoint');
}
