import type { PasswordResetOptionsDTO } from '@atende/shared';
import { api } from '../../lib/api-client';

const path = (base: string, email: string) => `${base}/${encodeURIComponent(email)}`;

/** Spec 2 §7 Password reset; the code and the new password go in the body (ADR 0061). */
export const passwordResetApi = {
  options: () => api.get<PasswordResetOptionsDTO>('/forgetpassword', { auth: false }),
  requestCode: (email: string) =>
    api.post<{ message: string }>(path('/forgetpassword', email), undefined, { auth: false }),
  reset: (email: string, token: string, newPassword: string) =>
    api.post<{ message: string }>(
      path('/resetpasswords', email),
      { token, newPassword },
      { auth: false },
    ),
};
