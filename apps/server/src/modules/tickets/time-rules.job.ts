import { defineSweep } from '../../jobs/sweep';

/** Transfer after x minutes: waiting tickets without a queue → the connection's transfer queue. */
export const transferWaitingJob = defineSweep('ticket.transferWaiting');

/** expiresTicket: open tickets left without an answer to our last message are closed. */
export const closeInactiveJob = defineSweep('ticket.closeInactive');
