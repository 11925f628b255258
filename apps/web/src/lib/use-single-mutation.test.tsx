import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { makeSessionUser } from '../test/fixtures';
import { renderProviders } from '../test/render-kit';
import { useSingleMutation } from './use-single-mutation';

/** A save whose request the test answers by hand. */
function setUp() {
  const answers: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const mutationFn = vi.fn(
    (_: string) =>
      new Promise<string>((resolve, reject) => {
        answers.push({ resolve, reject });
      }),
  );
  const onError = vi.fn();
  const { Providers } = renderProviders(makeSessionUser());
  const { result } = renderHook(() => useSingleMutation({ mutationFn, onError }), {
    wrapper: Providers,
  });
  return { result, mutationFn, onError, answers };
}

describe('useSingleMutation', () => {
  it('runs one call at a time: a second one while the first runs is the first', async () => {
    const { result, mutationFn, answers } = setUp();
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.mutateAsync('a');
      second = result.current.mutateAsync('b');
      result.current.mutate('c');
    });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(second).toBe(first);
    answers[0]!.resolve('salvo');
    await expect(first).resolves.toBe('salvo');
    expect(mutationFn.mock.calls.map(([value]) => value)).toEqual(['a']);

    // once it has finished, the next call runs
    act(() => result.current.mutate('d'));
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(mutationFn.mock.calls.map(([value]) => value)).toEqual(['a', 'd']);
  });

  it('a failed call lets the next one run, and mutate leaves no rejection unhandled', async () => {
    const { result, mutationFn, onError, answers } = setUp();
    act(() => result.current.mutate('a'));
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!.reject(new Error('Falhou'));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    act(() => result.current.mutate('b'));
    await vi.waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(2));
  });
});
