import { defineSweep } from '../../jobs/sweep';

/** Rating questions left unanswered too long become 'expired'. */
export const expireRatingsJob = defineSweep('rating.expire');
