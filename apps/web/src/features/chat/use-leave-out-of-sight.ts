import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketDTO } from '@atende/shared';
import { showToast } from '../../lib/toast';
import { canSeeTicket } from '../tickets/ticket-list-rules';
import { useTicketViewer } from '../tickets/use-tickets-list';

/**
 * A ticket taken out of this user's hands while its chat is open: transferred to a queue they
 * are not in (or their queues changed), or given to a colleague by someone else. The chat
 * closes and says why, rather than staying with a composer and buttons for a conversation that
 * is no longer theirs (decision 0152).
 */
export function useLeaveOutOfSight(
  ticket: TicketDTO | undefined,
  leave: () => void,
  /** The chat is already leaving (the user's own transfer, which has its own toast). */
  leaving: RefObject<boolean>,
) {
  const { t } = useTranslation();
  const viewer = useTicketViewer();
  const visible = !ticket || canSeeTicket(viewer, ticket);
  const mine = ticket?.status === 'open' && ticket.userId === viewer.id;
  const givenTo =
    ticket?.status === 'open' && ticket.userId !== null && ticket.userId !== viewer.id
      ? (ticket.user?.name ?? '')
      : null;
  const was = useRef({ visible, mine });
  useEffect(() => {
    const before = was.current;
    was.current = { visible, mine };
    if (leaving.current) return;
    // naming who has it now says more than "left your list", which it may also have done
    if (before.mine && givenTo) {
      showToast(t('chat.givenTo', { name: givenTo }), 'info');
      leave();
    } else if (before.visible && !visible) {
      showToast(t('chat.outOfSight'), 'info');
      leave();
    }
  }, [visible, mine, givenTo, leave, leaving, t]);
}
