import { SignJWT } from 'jose';
import pg from 'pg';

export interface FanoutCompany {
  companyId: number;
  whatsappId: number;
  /** Access tokens of the company's agents, one socket each. */
  tokens: string[];
}

/**
 * `companies` companies, each with a sandbox number already paired with its simulated phone and `agents` admins (they see
 * every ticket of their company, so each hears every message), seeded in set-based SQL. Their
 * access tokens are signed with the server's JWT_SECRET and carry the session ids stored here,
 * so no login (and no password hashing) is needed for a thousand sockets.
 */
export async function seedFanout(
  url: string,
  jwtSecret: string,
  shape: { companies: number; agents: number },
): Promise<FanoutCompany[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const companies = await c.query<{ id: number }>(
      `insert into companies (name, email, plan_id)
       select 'Fan-out ' || g, 'fanout' || g || '@bench.test',
              (select plan_id from companies where name = 'Empresa Demo')
       from generate_series(1, $1::int) g returning id`,
      [shape.companies],
    );
    const ids = companies.rows.map((r) => r.id);
    const numbers = await c.query<{ id: number; company_id: number }>(
      `insert into whatsapps (company_id, name, provider, status, is_default, token, channel_state)
       select id, 'Principal', 'sandbox', 'CONNECTED', true, md5(random()::text),
              jsonb_build_object('paired', true, 'number', '5511900' || lpad(id::text, 6, '0'))
       from unnest($1::int[]) id returning id, company_id`,
      [ids],
    );
    const users = await c.query<{ id: number; company_id: number; session_id: string }>(
      `insert into users (company_id, name, email, password_hash, profile, session_id)
       select c, 'Agente ' || n, 'agente' || n || '-' || c || '@fanout.test', 'x', 'admin',
              'fanout-' || c || '-' || n
       from unnest($1::int[]) c, generate_series(1, $2::int) n
       returning id, company_id, session_id`,
      [ids, shape.agents],
    );
    const key = new TextEncoder().encode(jwtSecret);
    const iat = Math.floor(Date.now() / 1000);
    const tokens = new Map<number, string[]>();
    for (const u of users.rows) {
      const token = await new SignJWT({
        id: u.id,
        companyId: u.company_id,
        profile: 'admin',
        super: false,
        sid: u.session_id,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + 3600)
        .sign(key);
      tokens.set(u.company_id, [...(tokens.get(u.company_id) ?? []), token]);
    }
    return numbers.rows.map((n) => ({
      companyId: n.company_id,
      whatsappId: n.id,
      tokens: tokens.get(n.company_id) ?? [],
    }));
  } finally {
    await c.end();
  }
}
