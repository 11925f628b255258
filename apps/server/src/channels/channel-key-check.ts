import type { Db } from '../db/client';
import { storedCheck } from './installation-checks.repo';
import type { SecretBox } from './secret-box';

const CHECK = 'channel-key';
const PLAIN = 'atende channel key';

/**
 * Channel tokens, webhook secrets, AI keys and WhatsApp sessions are sealed with
 * DATA_DIR/channel-secrets.key. A second instance with a DATA_DIR of its own, or a database
 * restored without its key, made a new key silently, and every secret then failed to open
 * when used ("Segredo ilegível"). The first start seals a known value into the database;
 * every start opens it, and a key that cannot is refused at once (decision 0147).
 */
export async function checkChannelKey(db: Db, secrets: SecretBox, keyFile: string) {
  const sealed = await storedCheck(db, CHECK, secrets.seal(PLAIN));
  let opened: string | undefined;
  try {
    opened = secrets.open(sealed);
  } catch {
    opened = undefined;
  }
  if (opened !== PLAIN) {
    throw new Error(
      `${keyFile} is not the key this database's channel secrets were sealed with: copy ` +
        "channel-secrets.key from the first server's DATA_DIR (or from the backup made with " +
        'this database) and start again',
    );
  }
}
