import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { errorText, toastError } from './error-toast';
import { showToast } from './toast';

/**
 * Puts a 400's `fields` messages on the matching inputs. Returns true when at least one input
 * received a message (the caller may skip the toast then).
 */
export function applyFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!(err instanceof ApiError) || !err.fields) return false;
  let applied = false;
  for (const [field, message] of Object.entries(err.fields)) {
    if ((fieldNames as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

/** A failed save: the server's field messages on their inputs, else a toast. */
export function showSaveError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): void {
  if (!applyFieldErrors(err, setError, fieldNames)) toastError(err);
}

/**
 * A failed save whose words the spec gives (spec 2 §8: "Não foi possível realizar a
 * operação. Verifique se já existe..."): the server's field messages on their inputs, and
 * `message` with the server's reason as a toast.
 */
export function showWordedSaveError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  message: string,
): void {
  applyFieldErrors(err, setError, fieldNames);
  showToast(`${message} (${errorText(err)})`, 'error');
}
