import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';

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

function ScreenLoading() {
  return (
    <Inline justifyContent="center" padding="xxxl">
      <Spinner label="Loading" />
    </Inline>
  );
}

/** The route table of spec section 2. */
export function AppRoutes() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Switch>
        <Route path="/auth/callback" component={AuthCallbackPage} />
        <Route path="/login">
          <Redirect to="/" replace />
        </Route>
        <Route path="/" component={DashboardPage} />
        <Route path="/create-survey" component={CreateSurveyPage} />
        <Route path="/surveys" component={SurveysPage} />
        <Route path="/reports" component={ReportsPage} />
        <Route path="/reports/:id">{(params) => <ReportDetailPage reportId={params.id} />}</Route>
        <Route path="/raw-data" component={RawDataPage} />
        <Route path="/settings" component={SettingsPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
