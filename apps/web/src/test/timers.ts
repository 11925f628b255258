import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Moves fake timers on inside act, so the effects they trigger have rendered when it returns. */
export async function advanceTimers(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}
