import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketDTO } from '@atende/shared';
import { showToast } from '../../lib/toast';
import { canSeeTicket } from '../tickets/ticket-list-rules';
import { useTicketViewer } from '../tickets/use-tickets-list';

/**
 * A ticket taken out of this user's sight while its chat is open (transferred to a queue they
 * are not in, or their queues changed): the chat closes and says why, rather than staying with
 * buttons that can only be refused.
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
  const wasVisible = useRef(visible);
  useEffect(() => {
    const was = wasVisible.current;
    wasVisible.current = visible;
    if (!was || visible || leaving.current) return;
    showToast(t('chat.outOfSight'), 'info');
    leave();
  }, [visible, leave, leaving, t]);
}
