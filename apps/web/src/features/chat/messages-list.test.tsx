import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { MessageDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { renderProviders } from '../../test/render-kit';
import { makeMessage } from './chat-test-data';
import { MessagesList } from './messages-list';

/** Gives the log the sizes a browser would: `height` of messages in a `window` px window. */
function layOut(log: HTMLElement, height: number, scrollTop: number, window = 500) {
  Object.defineProperty(log, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(log, 'clientHeight', { configurable: true, value: window });
  log.scrollTop = scrollTop;
  fireEvent.scroll(log);
}

/** The log's height changes without a scroll (content grew, the keyboard took the screen). */
function resize(log: HTMLElement, height: number, window = 500) {
  Object.defineProperty(log, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(log, 'clientHeight', { configurable: true, value: window });
}

const toNewestButton = () =>
  screen.queryByRole('button', { name: 'Ir para as mensagens mais recentes' });

function renderList(messages: MessageDTO[]) {
  const { Providers } = renderProviders(makeSessionUser());
  const ui = (list: MessageDTO[]) => (
    <Providers>
      <MessagesList
        ticketId={10}
        messages={list}
        contactName="Maria"
        loading={false}
        hasOlder={false}
        loadingOlder={false}
        onLoadOlder={vi.fn()}
      />
    </Providers>
  );
  const { rerender } = render(ui(messages));
  return { log: screen.getByRole('log'), show: (list: MessageDTO[]) => rerender(ui(list)) };
}

/** Stands in for the browser's ResizeObserver: `resized()` tells every observer. */
function fakeResizeObserver() {
  const callbacks: Array<() => void> = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return { resized: () => act(() => callbacks.forEach((callback) => callback())) };
}

afterEach(() => vi.unstubAllGlobals());

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

  it("keep the agent's own queued message in sight when missed messages arrive above it", () => {
    const customer = (id: number) => makeMessage({ id, fromMe: false, body: `cliente ${id}` });
    const mine = makeMessage({ id: 50, fromMe: true, body: 'Primeira parte enviada.' });
    const { log, show } = renderList([customer(1), customer(2), mine]);
    layOut(log, 1_000, 500); // at the bottom
    // back online: what the customer wrote meanwhile comes in before the agent's message
    resize(log, 1_600);
    show([customer(1), customer(2), customer(3), customer(4), mine]);
    expect(log.scrollTop).toBe(1_600);
    expect(toNewestButton()).toBeNull();
  });

  it('offer the way back when messages arrive while the agent reads further up', () => {
    const { log, show } = renderList([makeMessage({ id: 1 }), makeMessage({ id: 2 })]);
    layOut(log, 1_000, 0); // reading the top, 500 px above the end
    expect(toNewestButton()).toBeNull();
    resize(log, 1_600);
    show([makeMessage({ id: 1 }), makeMessage({ id: 2 }), makeMessage({ id: 3, fromMe: false })]);
    expect(log.scrollTop).toBe(0);
    expect(toNewestButton()).not.toBeNull();
  });

  it('stay at the bottom when the keyboard opens and the list shrinks', () => {
    const observer = fakeResizeObserver();
    const { log } = renderList(Array.from({ length: 40 }, (_, i) => makeMessage({ id: i + 1 })));
    layOut(log, 5_000, 4_500, 500); // at the bottom of an 844 px screen's list
    resize(log, 5_000, 180); // the keyboard leaves 180 px of it
    observer.resized();
    expect(log.scrollTop).toBe(5_000);
  });

  it('leave the reading place alone when the keyboard opens further up', () => {
    const observer = fakeResizeObserver();
    const { log } = renderList(Array.from({ length: 40 }, (_, i) => makeMessage({ id: i + 1 })));
    layOut(log, 5_000, 2_000, 500);
    resize(log, 5_000, 180);
    observer.resized();
    expect(log.scrollTop).toBe(2_000);
  });
});
