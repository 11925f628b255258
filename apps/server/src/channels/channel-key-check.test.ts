import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { checkChannelKey } from './channel-key-check';
import { createSecretBox } from './secret-box';

const database = await openTestDatabase();
afterAll(() => database.close());

it("refuses a start whose channel key is not the one the database's secrets were sealed with", async () => {
  const first = createSecretBox(randomBytes(32));
  await checkChannelKey(database.db, first, '/srv/a/channel-secrets.key');
  // the same key, on the next start or on a second instance sharing it
  await expect(
    checkChannelKey(database.db, first, '/srv/a/channel-secrets.key'),
  ).resolves.toBeUndefined();

  const other = createSecretBox(randomBytes(32));
  await expect(checkChannelKey(database.db, other, '/srv/b/channel-secrets.key')).rejects.toThrow(
    "/srv/b/channel-secrets.key is not the key this database's channel secrets were sealed " +
      "with: copy channel-secrets.key from the first server's DATA_DIR (or from the backup " +
      'made with this database) and start again',
  );
});
