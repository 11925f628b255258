import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MessageInput, type MessageInputProps, type OutgoingMessage } from './message-input';

/**
 * Renders the composer for Ana answering Maria, with an `onSend` that succeeds; `around` wraps
 * it (providers, the rest of a chat). Answers the text box and a rerender with new props.
 */
export function renderMessageInput(
  props: Partial<MessageInputProps> = {},
  around: (input: ReactElement) => ReactElement = (input) => input,
) {
  const onSend = vi.fn<(m: OutgoingMessage) => Promise<void>>().mockResolvedValue(undefined);
  const onCancelReply = vi.fn();
  const ui = (p: Partial<MessageInputProps>) =>
    around(
      <MessageInput
        disabled={false}
        loading={false}
        userName="Ana"
        contactName="Maria"
        replyingTo={null}
        onCancelReply={onCancelReply}
        onSend={onSend}
        {...p}
      />,
    );
  const { rerender } = render(ui(props));
  const box = screen.getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement;
  return {
    box,
    onSend,
    onCancelReply,
    rerender: (p: Partial<MessageInputProps>) => rerender(ui(p)),
  };
}
