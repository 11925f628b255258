import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../lib/error-toast';
import { useCompanyEvent } from '../../lib/use-company-event';
import { formatDay } from './invoice-status';

/** After the renewal toast, the checkout returns to / (spec 2 §9: 4 s). */
export const RENEWAL_REDIRECT_MS = 4_000;

/**
 * While the checkout is open: a payment event with action CONCLUIDA shows the renewal toast
 * (with the new due date) and returns to / after 4 seconds (SessionWatchers reloads the
 * session's company).
 */
export function usePaymentDone(onDone: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useCompanyEvent('payment', (event) => {
    if (event.action !== 'CONCLUIDA') return;
    toastSuccess(t('billing.renewed', { date: formatDay(event.dueDate) }));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      onDone();
      void navigate('/');
    }, RENEWAL_REDIRECT_MS);
  });
}
