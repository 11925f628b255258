import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../lib/toast';

/** How long the refusal stays on screen before the user is sent to / (spec 3 §6). */
const FORBIDDEN_REDIRECT_MS = 1_000;

/**
 * A page the company's plan (or the user's role) does not open: the user is told why
 * (`message`) and sent to / after a second. Nothing happens while `allowed`.
 */
export function useForbiddenRedirect(allowed: boolean, message: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (allowed) return;
    showToast(message, 'error');
    const timer = window.setTimeout(
      () => void navigate('/', { replace: true }),
      FORBIDDEN_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [allowed, message, navigate]);
}
