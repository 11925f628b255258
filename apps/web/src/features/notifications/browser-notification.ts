import { messageSummary, type MessageDTO, type TicketDTO } from '@atende/shared';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

/** Asks once (while the browser has no answer yet); a refusal is respected, never asked again. */
export function askNotificationPermission(): void {
  if (supported() && Notification.permission === 'default') {
    void Notification.requestPermission().catch(() => undefined);
  }
}

/**
 * A desktop notification for a contact's message; clicking it brings this tab forward and opens
 * the ticket. One per ticket at a time (tag): a newer message replaces the older notice.
 */
export function showTicketNotification(
  ticket: Pick<TicketDTO, 'id' | 'contact'>,
  message: Pick<MessageDTO, 'body' | 'mediaType' | 'mediaName'>,
  texts: { title: string; media: string },
  open: () => void,
): Notification | null {
  if (!supported() || Notification.permission !== 'granted') return null;
  const notification = new Notification(texts.title, {
    body: messageSummary(message) || texts.media,
    tag: `ticket-${ticket.id}`,
    icon: ticket.contact.profilePicUrl || undefined,
  });
  notification.onclick = () => {
    window.focus();
    open();
    notification.close();
  };
  return notification;
}
