import { createContext, useContext } from 'react';
import type { SessionUserDTO } from '@atende/shared';

export interface AuthContextValue {
  user: SessionUserDTO | null;
  /** True while a stored token is being checked at start-up. */
  loading: boolean;
  isAuth: boolean;
  login: (email: string, password: string) => Promise<SessionUserDTO>;
  logout: () => Promise<void>;
  /** Reloads the signed-in user (after editing one's own profile). */
  refreshUser: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}

/** The signed-in user, for components that only render inside private routes. */
export function useCurrentUser(): SessionUserDTO {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser without a signed-in user');
  return user;
}
