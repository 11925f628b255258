import type { Executor } from '../../db/client';
import { brazilianMobileVariant } from '@atende/shared';
import { storedNumberAmong } from './contacts.repo';

/**
 * The number a person is already a contact of the company under: the one given, else its
 * other Brazilian form, else the one given (a new contact). One indexed lookup, only for
 * numbers that have another form; never another company's contact.
 */
export async function knownNumberOf(db: Executor, companyId: number, number: string) {
  const variant = brazilianMobileVariant(number);
  if (!variant) return number;
  return (await storedNumberAmong(db, companyId, [number, variant])) ?? number;
}
