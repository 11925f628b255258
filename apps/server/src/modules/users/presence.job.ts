import { defineSweep } from '../../jobs/sweep';

/** Users who stopped sending their status ping are shown offline. */
export const clearAbsentUsersJob = defineSweep('user.clearAbsent');
