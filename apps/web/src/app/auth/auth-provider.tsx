import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginResponse, SessionUserDTO } from '@atende/shared';
import { api } from '../../lib/api-client';
import { noteSessionEnd } from '../../lib/session-end';
import {
  campaignsSwitchedOn,
  clearSession,
  getToken,
  STORAGE_KEYS,
  setToken,
} from '../../lib/session-storage';
import { AuthContext, type AuthContextValue } from './auth-context';

/** Saves what the rest of the app reads from storage (spec 1 §3 "Browser storage"). */
function storeSession({ token, user }: LoginResponse): void {
  setToken(token);
  localStorage.setItem(STORAGE_KEYS.companyId, String(user.companyId));
  localStorage.setItem(STORAGE_KEYS.userId, String(user.id));
  localStorage.setItem(STORAGE_KEYS.companyDueDate, user.company?.dueDate ?? '');
  if (campaignsSwitchedOn(user)) localStorage.setItem(STORAGE_KEYS.cshow, 'true');
  else localStorage.removeItem(STORAGE_KEYS.cshow);
}

interface AuthProviderProps {
  /** The session check started at start-up (restoreSession). */
  restoring: Promise<LoginResponse | null>;
  children: ReactNode;
}

export function AuthProvider({ restoring, children }: AuthProviderProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [user, setUser] = useState<SessionUserDTO | null>(null);
  const [loading, setLoading] = useState(() => getToken() !== null);

  const dropSession = useCallback(() => {
    clearSession();
    setUser(null);
    queryClient.clear();
  }, [queryClient]);

  // the session check started with the app (session-restore.ts)
  useEffect(() => {
    let cancelled = false;
    void restoring.then((session) => {
      if (cancelled) return;
      if (session) {
        storeSession(session);
        setUser(session.user);
      }
      setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [restoring]);

  useEffect(() => {
    api.setUnauthorizedHandler((reason) => {
      noteSessionEnd(reason);
      dropSession();
      void navigate('/login', { replace: true });
    });
  }, [dropSession, navigate]);

  const login = useCallback(async (email: string, password: string) => {
    const session = await api.post<LoginResponse>(
      '/auth/login',
      { email, password },
      { auth: false },
    );
    storeSession(session);
    setUser(session.user);
    return session.user;
  }, []);

  const logout = useCallback(async () => {
    try {
      await api.delete('/auth/logout');
    } catch {
      // the session is dropped locally whatever the server answered
    }
    dropSession();
    void navigate('/login', { replace: true });
  }, [dropSession, navigate]);

  const refreshUser = useCallback(async () => {
    const me = await api.get<SessionUserDTO>('/auth/me');
    setUser(me);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, isAuth: user !== null, login, logout, refreshUser }),
    [user, loading, login, logout, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
