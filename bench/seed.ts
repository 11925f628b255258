import pg from 'pg';

/**
 * Bulk data for the benchmark, written with set-based SQL straight into the tables of the
 * database the server already migrated and seeded ('Empresa Demo' and its sandbox phone).
 */
export interface CompanyShape {
  contacts: number;
  tickets: number;
  open: number;
  pending: number;
  messages: number;
  /** Messages on one open ticket of the first user, for the messages endpoint. */
  heavy: number;
}

export const DEMO_SHAPE: CompanyShape = {
  contacts: 20_000,
  tickets: 100_000,
  open: 3_000,
  pending: 1_000,
  messages: 1_000_000,
  heavy: 5_000,
};
const SMALL_SHAPE: CompanyShape = {
  contacts: 300,
  tickets: 1_000,
  open: 60,
  pending: 40,
  messages: 5_000,
  heavy: 200,
};

export interface DemoIds {
  companyId: number;
  adminId: number;
  whatsappId: number;
  queueIds: number[];
  userIds: number[];
  heavyTicketId: number;
}

const FIRST = `array['Ana','Bruno','Carla','Diego','Eduarda','Felipe','Gabriela','Heitor','Isabela','João','Larissa','Marcos','Natália','Otávio','Paula','Rafael','Sofia','Tiago','Vitória','Yuri']`;
const LAST = `array['Silva','Santos','Oliveira','Souza','Rodrigues','Ferreira','Alves','Pereira','Lima','Gomes','Costa','Ribeiro','Martins','Carvalho','Almeida','Lopes','Soares','Fernandes','Vieira','Barbosa']`;
const BODIES = `array['Olá, bom dia!','Preciso de ajuda com meu pedido','Qual o prazo de entrega?','Obrigado pelo atendimento','Pode me enviar o boleto?','O produto chegou com defeito','Vou verificar e retorno','Perfeito, muito obrigado','Como faço para trocar?','Segue o comprovante de pagamento']`;

/** Runs an insert and returns its first id, checking the ids are contiguous. */
async function firstId(c: pg.ClientBase, insert: string, values: unknown[]) {
  const { rows } = await c.query(
    `with ins as (${insert} returning id)
     select min(id)::int as lo, max(id)::int as hi, count(*)::int as n from ins`,
    values,
  );
  const { lo, hi, n } = rows[0] as { lo: number; hi: number; n: number };
  if (hi - lo + 1 !== n) throw new Error('ids are not contiguous');
  return lo;
}

/** Contacts, tickets and messages of one company; ids come out contiguous on a fresh table. */
async function seedCompany(
  c: pg.ClientBase,
  co: { companyId: number; whatsappId: number; queueIds: number[]; userIds: number[] },
  s: CompanyShape,
  numberPrefix: string,
) {
  const p = [co.companyId, co.whatsappId];
  const c0 = await firstId(
    c,
    `insert into contacts (company_id, whatsapp_id, name, number, created_at, updated_at)
     select $1, $2, (${FIRST})[1 + g % 20] || ' ' || (${LAST})[1 + (g / 20) % 20] || ' ' || g,
            $3 || lpad(g::text, least(8, 13 - length($3)), '0'), now() - (g % 365) * interval '1 day', now()
     from generate_series(1, $4) g`,
    [...p, numberPrefix, s.contacts],
  );
  // tickets 1..open are open, then pending, the rest closed; live tickets have distinct
  // contacts (one live ticket per contact and connection); activity spread over 180 days
  const t0 = await firstId(
    c,
    `insert into tickets (company_id, whatsapp_id, contact_id, status, user_id, queue_id,
                          unread_messages, last_message, created_at, updated_at)
     select $1, $2, $3::int + (g - 1) % $4::int,
            case when g <= $5::int then 'open' when g <= $5::int + $6::int then 'pending' else 'closed' end,
            case when g > $5::int and g <= $5::int + $6::int then null else ($7::int[])[1 + g % cardinality($7::int[])] end,
            case when g % 7 = 0 then null else ($8::int[])[1 + g % cardinality($8::int[])] end,
            case when g > $5::int and g <= $5::int + $6::int then g % 5 else 0 end,
            (${BODIES})[1 + g % 10],
            ts - interval '2 hours', ts
     from generate_series(1, $9) g,
          lateral (select case when g <= $5::int + $6::int then now() - (g * 37 % 10000) * interval '1 minute'
                               else now() - ((g * 7919) % 100000) * interval '150 seconds' end as ts) t`,
    [...p, c0, s.contacts, s.open, s.pending, co.userIds, co.queueIds, s.tickets],
  );
  // ticket g = cardinality(users) is open and belongs to users[1] (the admin)
  const heavyTicketId = t0 + co.userIds.length - 1;
  await c.query(
    `insert into messages (company_id, whatsapp_id, ticket_id, contact_id, external_id, body,
                           from_me, ack, read, send_status, created_at, updated_at)
     select $1, $2, t.id, t.contact_id, 'SEED-H-' || g, (${BODIES})[1 + g % 10] || ' #' || g,
            g % 2 = 0, case when g % 2 = 0 then 3 else 0 end, true,
            case when g % 2 = 0 then 'sent' else 'received' end,
            now() - ($4 - g) * interval '1 minute', now() - ($4 - g) * interval '1 minute'
     from generate_series(1, $4) g join tickets t on t.id = $3`,
    [...p, heavyTicketId, s.heavy],
  );
  const spread = s.messages - s.heavy;
  await c.query(
    `insert into messages (company_id, whatsapp_id, ticket_id, contact_id, external_id, body,
                           from_me, ack, read, send_status, created_at, updated_at)
     select $1, $2, t.id, t.contact_id, 'SEED-' || g, (${BODIES})[1 + g % 10] || ' #' || g,
            g % 3 = 0, case when g % 3 = 0 then 3 else 0 end, t.status = 'closed' or g % 3 = 0,
            case when g % 3 = 0 then 'sent' else 'received' end, ts, ts
     from generate_series(1, $3) g
     join tickets t on t.id = $4::int + (g - 1) % $5::int
     cross join lateral (select t.created_at + ((g - 1) / $5::int) * interval '3 minutes' as ts) x`,
    [...p, spread, t0, s.tickets],
  );
  return heavyTicketId;
}

async function demoIds(c: pg.ClientBase) {
  const one = async (text: string, values: unknown[] = []) =>
    (await c.query(text, values)).rows[0].id as number;
  const companyId = await one(`select id from companies where name = 'Empresa Demo'`);
  const adminId = await one(`select id from users where email = 'admin@demo.test'`);
  const whatsappId = await one(`select id from whatsapps where company_id = $1`, [companyId]);
  const queueIds = (
    await c.query(`select id from queues where company_id = $1 order by id`, [companyId])
  ).rows.map((r) => r.id as number);
  return { companyId, adminId, whatsappId, queueIds };
}

/** The messages indexes are dropped during the bulk insert and rebuilt from their own DDL. */
async function withoutMessageIndexes(c: pg.ClientBase, work: () => Promise<void>) {
  const { rows } = await c.query(
    `select indexname, indexdef from pg_indexes
     where tablename = 'messages' and indexname <> 'messages_pkey'`,
  );
  for (const r of rows) await c.query(`drop index ${r.indexname}`);
  await work();
  for (const r of rows) await c.query(r.indexdef);
}

export async function seed(url: string, log: (msg: string) => void): Promise<DemoIds> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`set maintenance_work_mem = '512MB'`);
    // consistent by construction: skip the per-row foreign-key triggers of the bulk insert
    await c.query(`set session_replication_role = replica`);
    const demo = await demoIds(c);
    await c.query(
      `insert into users (company_id, name, email, password_hash, profile)
       select $1, 'Agente ' || g, 'agente' || g || '@bench.test',
              (select password_hash from users where id = $2), 'user'
       from generate_series(1, 8) g`,
      [demo.companyId, demo.adminId],
    );
    const userIds = (
      await c.query(`select id from users where company_id = $1 order by id`, [demo.companyId])
    ).rows.map((r) => r.id as number);
    await c.query(
      `insert into user_queues (user_id, queue_id)
       select u.id, q.id from users u join queues q on q.company_id = u.company_id
       where u.company_id = $1 and u.email like '%@bench.test'
       on conflict do nothing`,
      [demo.companyId],
    );
    let heavyTicketId = 0;
    await withoutMessageIndexes(c, async () => {
      const started = Date.now();
      heavyTicketId = await seedCompany(c, { ...demo, userIds }, DEMO_SHAPE, '551199');
      log(`demo company seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      for (let i = 1; i <= 9; i++) await seedSmallCompany(c, demo.companyId, i);
      log('nine small companies seeded; rebuilding message indexes');
    });
    await c.query(`set session_replication_role = origin`);
    await c.query(`vacuum analyze`);
    // flush the bulk load now, so the checkpointer does not write it out during the first scenario
    await c.query(`checkpoint`);
    return { ...demo, userIds, heavyTicketId };
  } finally {
    await c.end();
  }
}

async function seedSmallCompany(c: pg.ClientBase, demoCompanyId: number, i: number) {
  const one = async (text: string, values: unknown[]) =>
    (await c.query(text, values)).rows[0].id as number;
  const companyId = await one(
    `insert into companies (name, email, plan_id)
     select 'Empresa Pequena ' || $1::int, 'contato' || $1::int || '@pequena.test', plan_id
     from companies where id = $2 returning id`,
    [i, demoCompanyId],
  );
  const whatsappId = await one(
    `insert into whatsapps (company_id, name, provider, status, is_default, token)
     values ($1, 'Principal', 'sandbox', 'CONNECTED', true, md5(random()::text)) returning id`,
    [companyId],
  );
  const queueId = await one(
    `insert into queues (company_id, name, color) values ($1, 'Atendimento', '#2563EB')
     returning id`,
    [companyId],
  );
  const userId = await one(
    `insert into users (company_id, name, email, password_hash, profile)
     values ($1, 'Admin', 'admin' || $1::int || '@pequena.test', 'x', 'admin') returning id`,
    [companyId],
  );
  await seedCompany(
    c,
    { companyId, whatsappId, queueIds: [queueId], userIds: [userId] },
    SMALL_SHAPE,
    `55${20 + i}`,
  );
}
