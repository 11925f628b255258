import net from 'node:net';
import { expect, it } from 'vitest';
import { assertPortFree, databaseFailure } from './startup-checks';

it('names a taken port, and lets a free one be used', async () => {
  const holder = net.createServer();
  await new Promise<void>((r) => holder.listen(0, '127.0.0.1', r));
  const { port } = holder.address() as net.AddressInfo;
  await expect(assertPortFree(port, '127.0.0.1')).rejects.toThrow(
    `PORT ${port} is already in use on 127.0.0.1: stop the other program or set PORT`,
  );
  await new Promise((r) => holder.close(r));
  await expect(assertPortFree(port, '127.0.0.1')).resolves.toBeUndefined();
});

it('says which database failed, never its password, and how to bring back a damaged one', () => {
  const refused = databaseFailure(new Error('connect ECONNREFUSED 127.0.0.1:5499'), {
    url: 'postgres://atende:s3gredo@127.0.0.1:5499/atende',
    pgdata: '/srv/data/pgdata',
  });
  expect(refused.message).toBe(
    'Could not use the database in DATABASE_URL (127.0.0.1:5499/atende): connect ECONNREFUSED 127.0.0.1:5499',
  );
  const damaged = databaseFailure(new Error('Aborted(). Build with -sASSERTIONS for more info.'), {
    pgdata: '/srv/data/pgdata',
  });
  expect(damaged.message).toBe(
    'Could not open the embedded database in /srv/data/pgdata: Aborted(). Build with -sASSERTIONS for more info.\n' +
      'If it is damaged, restore the latest backup: npm run restore (README, "Backups").',
  );
});
