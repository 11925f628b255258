import { Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, canSeeReports, type PlanFlag } from '@atende/shared';
import { LoadingScreen } from '../components/loading-screen';
import { hasCampaignsFlag } from '../lib/session-storage';
import { useAuth } from './auth/auth-context';
import { useForbiddenRedirect } from './use-forbidden-redirect';

/**
 * Where signing in lands: the tickets, for everyone; admins open the dashboard at '/' from the
 * menu (docs/decisions/0027, 0081: the first load stays the tickets page's).
 */
export const LANDING_PATH = '/tickets';

/** /login, /signup, /forgetpsw: a signed-in user is sent to the landing page. */
export function PublicOnlyRoute() {
  const { isAuth, loading } = useAuth();
  if (loading) return <LoadingScreen />;
  return isAuth ? <Navigate to={LANDING_PATH} replace /> : <Outlet />;
}

/** Every other page: an anonymous visitor is sent to /login. */
export function PrivateRoute() {
  const { isAuth, loading } = useAuth();
  if (loading) return <LoadingScreen />;
  return isAuth ? <Outlet /> : <Navigate to="/login" replace />;
}

/** Campaign pages exist only while storage holds the cshow flag (spec 1 §2). */
export function CampaignRoute() {
  return hasCampaignsFlag() ? <Outlet /> : <Navigate to={LANDING_PATH} replace />;
}

/**
 * Pages of a feature the company's plan lacks: the user is told so and sent on, as the server
 * refuses every call the page would make (its menu entry is hidden already; a typed address
 * opened the page, empty and failing). `text` is the spec's own words where it has them
 * (the external API's page); it must be a text of the first load, as the page's own are not.
 */
export function PlanRoute({
  flag,
  text = 'backendErrors.ERR_PLAN_FEATURE_DISABLED',
}: {
  flag: PlanFlag;
  text?: 'backendErrors.ERR_PLAN_FEATURE_DISABLED' | 'errors.pageForbidden';
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const allowed = Boolean(user?.company?.plan?.[flag]);
  useForbiddenRedirect(allowed, t(text));
  return allowed ? <Outlet /> : null;
}

/** Administration pages: other profiles go to their tickets instead of meeting a 403. */
export function AdminRoute() {
  const { user } = useAuth();
  return can(user?.profile, 'drawer-admin-items:view') ? (
    <Outlet />
  ) : (
    <Navigate to={LANDING_PATH} replace />
  );
}

/** The reports: admins and supervisors (their queues); others go to their tickets. */
export function ReportsRoute() {
  const { user } = useAuth();
  return canSeeReports(user?.profile) ? <Outlet /> : <Navigate to={LANDING_PATH} replace />;
}
