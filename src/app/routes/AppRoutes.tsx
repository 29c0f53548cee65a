import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';

import { AppShell } from '@/widgets/app-shell';
import { Sidebar } from '@/widgets/sidebar';
import { appRoutes } from '@/shared/config';
import { Inline } from '@/shared/ui/layout';
import { Spinner } from '@/shared/ui/spinner';

// One chunk per screen keeps the first load to the shell.
const DashboardPage = lazy(() => import('@/pages/dashboard').then((m) => ({ default: m.DashboardPage })));
const CreateSurveyPage = lazy(() => import('@/pages/create-survey').then((m) => ({ default: m.CreateSurveyPage })));
const SurveysPage = lazy(() => import('@/pages/surveys').then((m) => ({ default: m.SurveysPage })));
const ReportsPage = lazy(() => import('@/pages/reports').then((m) => ({ default: m.ReportsPage })));
const ReportDetailPage = lazy(() => import('@/pages/report-detail').then((m) => ({ default: m.ReportDetailPage })));
const RawDataPage = lazy(() => import('@/pages/raw-data').then((m) => ({ default: m.RawDataPage })));
const SettingsPage = lazy(() => import('@/pages/settings').then((m) => ({ default: m.SettingsPage })));
const AuthCallbackPage = lazy(() => import('@/pages/auth-callback').then((m) => ({ default: m.AuthCallbackPage })));
const NotFoundPage = lazy(() => import('@/pages/not-found').then((m) => ({ default: m.NotFoundPage })));

const MAIN_LAYOUT_ROUTES = [
  appRoutes.dashboard,
  appRoutes.createSurvey,
  appRoutes.surveys,
  appRoutes.reports,
  appRoutes.report,
  appRoutes.rawData,
  appRoutes.settings,
] as const;

/** The paths of the main layout (sidebar, sign-in required); anything else is the callback, /login or the 404. */
const MAIN_LAYOUT_PATHS = new RegExp(
  `^(?:${MAIN_LAYOUT_ROUTES.map((route) => route.replace(/\/$/, '').replace(/:\w+/g, '[^/]+')).join('|')})/?$`,
);

function ScreenLoading() {
  const { t } = useLingui();
  return (
    <Inline justifyContent="center" padding="xxxl">
      <Spinner label={t`Loading`} />
    </Inline>
  );
}

function MainScreens() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Switch>
        <Route path={appRoutes.dashboard} component={DashboardPage} />
        <Route path={appRoutes.createSurvey} component={CreateSurveyPage} />
        <Route path={appRoutes.surveys} component={SurveysPage} />
        <Route path={appRoutes.reports} component={ReportsPage} />
        <Route path={appRoutes.report}>{(params) => <ReportDetailPage reportId={params.id} />}</Route>
        <Route path={appRoutes.rawData} component={RawDataPage} />
        <Route path={appRoutes.settings} component={SettingsPage} />
      </Switch>
    </Suspense>
  );
}

/** The route table of spec section 2. The shell stays mounted while moving between main pages. */
export function AppRoutes() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Switch>
        <Route path={appRoutes.authCallback}>
          <AuthCallbackPage />
        </Route>
        <Route path={appRoutes.login}>
          <Redirect to={appRoutes.dashboard} replace />
        </Route>
        <Route path={MAIN_LAYOUT_PATHS}>
          <AppShell sidebar={<Sidebar />}>
            <MainScreens />
          </AppShell>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
