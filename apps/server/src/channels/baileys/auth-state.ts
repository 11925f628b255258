import {
  BufferJSON,
  initAuthCreds,
  proto,
  type AuthenticationCreds,
  type AuthenticationState,
  type SignalDataSet,
  type SignalDataTypeMap,
} from 'baileys';
import type { Db } from '../../db/client';
import type { ConnectionRef } from '../channel';
import type { SecretBox } from '../secret-box';
import * as repo from './baileys.repo';

const CREDS = 'creds';

export interface StoredAuthState {
  state: AuthenticationState;
  /** Writes the credentials as they are now (after 'creds.update'). */
  saveCreds(): Promise<void>;
}

/**
 * The session's credentials and signal keys, kept in the database (never in files), each
 * value sealed with the channel secrets key under DATA_DIR. A batch of keys handed over by
 * the library is written in one statement (plus one per kind removed).
 */
export async function loadAuthState(
  db: Db,
  box: SecretBox,
  conn: ConnectionRef,
): Promise<StoredAuthState> {
  const seal = (value: unknown) => box.seal(JSON.stringify(value, BufferJSON.replacer));
  const open = (sealed: string): unknown => JSON.parse(box.open(sealed), BufferJSON.reviver);

  const [stored] = await repo.readAuth(db, conn.companyId, conn.id, CREDS, [CREDS]);
  const creds = stored ? (open(stored.value) as AuthenticationCreds) : initAuthCreds();

  const keys: AuthenticationState['keys'] = {
    async get<T extends keyof SignalDataTypeMap>(type: T, ids: string[]) {
      const rows = await repo.readAuth(db, conn.companyId, conn.id, type, ids);
      const found: Record<string, SignalDataTypeMap[T]> = {};
      for (const row of rows) {
        let value = open(row.value);
        if (type === 'app-state-sync-key' && value) {
          value = proto.Message.AppStateSyncKeyData.fromObject(value as object);
        }
        found[row.keyId] = value as SignalDataTypeMap[T];
      }
      return found;
    },
    async set(data: SignalDataSet) {
      const upserts: repo.AuthRow[] = [];
      const removals: { kind: string; keyId: string }[] = [];
      for (const [kind, entries] of Object.entries(data)) {
        for (const [keyId, value] of Object.entries(entries ?? {})) {
          if (value) upserts.push({ kind, keyId, value: seal(value) });
          else removals.push({ kind, keyId });
        }
      }
      await repo.writeAuth(db, conn.companyId, conn.id, upserts, removals);
    },
    clear: () => repo.clearAuth(db, conn.companyId, conn.id),
  };

  return {
    state: { creds, keys },
    saveCreds: () =>
      repo.writeAuth(
        db,
        conn.companyId,
        conn.id,
        [{ kind: CREDS, keyId: CREDS, value: seal(creds) }],
        [],
      ),
  };
}
