import { isLidUser, isPnUser, jidDecode } from 'baileys';
import type { Db } from '../../db/client';
import * as repo from './baileys.repo';
import type { BaileysSocket } from './baileys-socket';

const userOf = (jid: string) => jidDecode(jid)?.user ?? jid.split('@')[0]!.split(':')[0]!;

/**
 * A person's phone number (digits) from the identifier a message carries. WhatsApp may hide
 * the number behind a LID ('…@lid'); the number is then the alternative identifier the
 * message carries, the mapping kept from earlier (table baileys_lid_map), or the library's
 * own store, and whatever is learnt is kept. Only when none knows it is the LID used.
 */
export function lidResolver(db: Db, companyId: number, sock: () => BaileysSocket | undefined) {
  const remember = (lid: string, pnJid: string) =>
    repo.saveLidNumber(db, companyId, userOf(lid), userOf(pnJid));

  return {
    remember,
    async numberOf(jid: string, alt?: string | null): Promise<string> {
      if (!isLidUser(jid)) return userOf(jid);
      if (alt && isPnUser(alt)) {
        await remember(jid, alt);
        return userOf(alt);
      }
      const kept = await repo.findLidNumber(db, companyId, userOf(jid));
      if (kept) return kept;
      const pn = await sock()?.signalRepository.lidMapping.getPNForLID(jid);
      if (pn) {
        await remember(jid, pn);
        return userOf(pn);
      }
      return userOf(jid);
    },
  };
}

export type LidResolver = ReturnType<typeof lidResolver>;
