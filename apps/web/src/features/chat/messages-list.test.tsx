import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { makeSessionUser } from '../../test/fixtures';
import { renderProviders } from '../../test/render-kit';
import { makeMessage } from './chat-test-data';
import { MessagesList } from './messages-list';

/** Gives the log the sizes a browser would: `height` of messages in a 500 px window. */
function layOut(log: HTMLElement, height: number, scrollTop: number) {
  Object.defineProperty(log, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(log, 'clientHeight', { configurable: true, value: 500 });
  log.scrollTop = scrollTop;
  fireEvent.scroll(log);
}

describe('the messages of a long conversation', () => {
  it('offer a way back to the newest once scrolled a screen away from it', () => {
    const { Providers } = renderProviders(makeSessionUser());
    const messages = Array.from({ length: 40 }, (_, i) => makeMessage({ id: i + 1 }));
    render(
      <Providers>
        <MessagesList
          ticketId={10}
          messages={messages}
          contactName="Maria"
          loading={false}
          hasOlder={false}
          loadingOlder={false}
          onLoadOlder={vi.fn()}
        />
      </Providers>,
    );
    const log = screen.getByRole('log');
    const toNewest = () =>
      screen.queryByRole('button', { name: 'Ir para as mensagens mais recentes' });
    layOut(log, 5_000, 4_300); // 200 px above the end: no button
    expect(toNewest()).toBeNull();
    layOut(log, 5_000, 1_000); // 3,500 px above it
    fireEvent.click(toNewest()!);
    expect(log.scrollTop).toBe(5_000);
    expect(toNewest()).toBeNull();
  });
});
