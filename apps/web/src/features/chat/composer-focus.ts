import { useEffect, type RefObject } from 'react';
import { isTouchScreen } from '../../lib/touch-screen';

/**
 * The chat opens ready to type (not on phones, where the keyboard would cover the messages),
 * unless the user is already typing elsewhere: taking the focus would empty a search box.
 */
export function useFocusWhenReady(
  textBox: RefObject<HTMLTextAreaElement | null>,
  ready: boolean,
): void {
  useEffect(() => {
    if (ready && !isTouchScreen() && !focusIsTaken()) textBox.current?.focus();
  }, [ready, textBox]);
}

/**
 * Choosing 'Responder' on a message goes straight to typing the reply, as in WhatsApp Web (not
 * on phones, where the keyboard would cover the message being answered).
 */
export function useFocusOnReply(
  textBox: RefObject<HTMLTextAreaElement | null>,
  replyingTo: unknown,
): void {
  useEffect(() => {
    if (replyingTo && !isTouchScreen()) textBox.current?.focus();
  }, [replyingTo, textBox]);
}

/** Whether the user works in a field or a dialog elsewhere, which the composer must not take. */
function focusIsTaken(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return false;
  if (active.closest('[role="dialog"]')) return true;
  return (
    active instanceof HTMLInputElement ||
    active instanceof HTMLTextAreaElement ||
    active.isContentEditable
  );
}
