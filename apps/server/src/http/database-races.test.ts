import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';

/**
 * What the database refuses when two requests race past a service's own checks (one deletes a
 * record while another saves something that names it) is answered 409 with what happened,
 * never 500. Real PostgreSQL errors, raised through the ORM as the services raise them.
 */
describe('races the database settles', () => {
  const pg = new PGlite();
  const db = drizzle(pg);
  const app = Fastify();

  beforeAll(async () => {
    await db.execute(sql`create table lists (id int primary key, name text unique)`);
    await db.execute(
      sql`create table campaigns (id int primary key, list_id int references lists)`,
    );
    await db.execute(sql`insert into lists values (1, 'Clientes')`);
    await db.execute(sql`insert into campaigns values (1, 1)`);
    registerErrorHandler(app);
    app.post('/campaigns', () => db.execute(sql`insert into campaigns values (2, 99)`));
    app.post('/lists', () => db.execute(sql`insert into lists values (2, 'Clientes')`));
    app.delete('/lists/1', () => db.execute(sql`delete from lists where id = 1`));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await pg.close();
  });

  it('a save naming a record deleted meanwhile says so', async () => {
    const res = await app.inject({ method: 'POST', url: '/campaigns' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'ERR_REFERENCE_GONE',
      message: 'Um item escolhido acabou de ser excluído. Atualize a página e tente de novo.',
    });
  });

  it('a delete of a record something points at since the check is refused as in use', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/lists/1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'ERR_VALIDATION', message: 'Registro em uso' });
  });

  it('a name taken by a concurrent save is a duplicate', async () => {
    const res = await app.inject({ method: 'POST', url: '/lists' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'ERR_VALIDATION', message: 'Registro duplicado' });
  });
});
