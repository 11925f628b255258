import type { PublicCtx } from '../../context';
import { toPlanDTO } from '../companies/company-dto';
import { listPlans } from './plans.repo';

/** The plan list offered on the public sign-up page. */
export async function listPublicPlans(ctx: PublicCtx) {
  return (await listPlans(ctx.db)).map(toPlanDTO);
}
