/** How long a ticket's departure may take to drop the focus (a closing dialog fades out). */
const WAIT_MS = 2_000;

/**
 * Where the keyboard goes once a ticket leaves the screen (resolved, transferred, handed back):
 * the ticket list's current tab, not the start of the page 24 tabs away. Only when the focus was
 * lost with it: a user who already moved on keeps their place.
 */
export function focusTicketList(): void {
  const started = performance.now();
  const attempt = () => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) {
      const tabs = document.querySelectorAll<HTMLElement>(
        '[data-ticket-manager] [role="tab"][aria-selected="true"]',
      );
      const innermost = tabs[tabs.length - 1];
      innermost?.focus();
      // a list still hidden (a phone turning from the chat to the list) takes no focus yet
      if (innermost && document.activeElement === innermost) return;
    }
    if (performance.now() - started < WAIT_MS) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
