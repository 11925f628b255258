import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { advanceTimers } from '../../test/timers';
import type { WhatsappDTO } from '@atende/shared';
import { anyNeedsAttention } from './connection-status';
import { useConnectionsAlert } from './use-connections-alert';
import { makeWhatsapp } from '../../test/fixtures';

describe("the side menu's '!' rule", () => {
  it.each([
    ['qrcode', true],
    ['PAIRING', true],
    ['DISCONNECTED', true],
    ['TIMEOUT', true],
    ['OPENING', true],
    ['CONNECTED', false],
    ['connected', false],
  ])('%s needs attention: %s', (status, expected) => {
    expect(anyNeedsAttention([makeWhatsapp({ status: 'CONNECTED' }), { status }])).toBe(expected);
  });

  it('is off without connections', () => {
    expect(anyNeedsAttention([])).toBe(false);
  });
});

describe('useConnectionsAlert', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('re-evaluates 2 seconds after the list last changed', async () => {
    const connected = [makeWhatsapp({ status: 'CONNECTED' })];
    const lost = [makeWhatsapp({ status: 'DISCONNECTED' })];
    const { result, rerender } = renderHook(
      ({ list }: { list: WhatsappDTO[] | undefined }) => useConnectionsAlert(list),
      { initialProps: { list: lost as WhatsappDTO[] | undefined } },
    );
    expect(result.current).toBe(false);
    await advanceTimers(1999);
    expect(result.current).toBe(false);
    await advanceTimers(1);
    expect(result.current).toBe(true);

    // a change restarts the wait: a passing state does not flash the badge
    rerender({ list: connected });
    await advanceTimers(1500);
    rerender({ list: [makeWhatsapp({ status: 'OPENING' })] });
    await advanceTimers(1500);
    rerender({ list: connected });
    expect(result.current).toBe(true);
    await advanceTimers(2000);
    expect(result.current).toBe(false);
  });
});
