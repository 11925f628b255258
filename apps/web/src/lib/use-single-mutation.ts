import { useRef } from 'react';
import {
  useMutation,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';

/**
 * A form's save: `useMutation` that runs one call at a time. While a call runs, `mutate` does
 * nothing and `mutateAsync` answers with the running call's promise. The Salvar button turns off
 * only once React renders the pending state, which TanStack Query reports a tick later: a double
 * click, or Enter pressed twice, got in first and created a schedule or a campaign twice
 * (decision 0153).
 */
export function useSingleMutation<
  TData = unknown,
  TError = Error,
  TVariables = void,
  TOnMutate = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutate>,
): UseMutationResult<TData, TError, TVariables, TOnMutate> {
  const running = useRef<Promise<TData> | null>(null);
  const mutation = useMutation(options);
  const mutateAsync: typeof mutation.mutateAsync = (...args) => {
    running.current ??= mutation.mutateAsync(...args).finally(() => {
      running.current = null;
    });
    return running.current;
  };
  // the options' onError has said what went wrong: the caller of mutate expects no rejection
  const mutate: typeof mutation.mutate = (...args) => {
    if (!running.current) mutateAsync(...args).catch(() => undefined);
  };
  return { ...mutation, mutate, mutateAsync };
}
