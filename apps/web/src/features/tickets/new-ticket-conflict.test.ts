import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { openTicketHolder } from './new-ticket-conflict';

describe('openTicketHolder', () => {
  it('reads who holds the open ticket from ERR_OTHER_OPEN_TICKET', () => {
    const message = JSON.stringify({
      id: 4,
      uuid: 'u-4',
      userId: 2,
      user: { name: 'Bruno' },
      queue: { name: 'Atendimento' },
    });
    expect(openTicketHolder(new ApiError(409, 'ERR_OTHER_OPEN_TICKET', message))).toEqual({
      id: 4,
      uuid: 'u-4',
      userId: 2,
      user: { name: 'Bruno' },
      queue: { name: 'Atendimento' },
    });
  });

  it('copes with an unreadable message and ignores other errors', () => {
    expect(openTicketHolder(new ApiError(409, 'ERR_OTHER_OPEN_TICKET', 'x'))).toEqual({
      userId: null,
      user: null,
      queue: null,
    });
    expect(openTicketHolder(new ApiError(400, 'ERR_VALIDATION', '{}'))).toBeNull();
    expect(openTicketHolder(new Error('boom'))).toBeNull();
  });
});
