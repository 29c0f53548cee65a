import { useLingui } from '@lingui/react/macro';

import { canCreateSurvey, useSession } from '@/entities/session';
import { ErrorPanel } from '@/shared/ui/error-panel';
import { Stack } from '@/shared/ui/layout';
import { PageHeader } from '@/shared/ui/page-header';

import { useDashboardNow } from '../model/dashboardNow';
import { dashboardSubtitle } from '../model/subtitle';
import { useDashboardData } from '../model/useDashboardData';
import { CsatCard } from './CsatCard';
import * as styles from './DashboardPage.css';
import { DashboardStats } from './DashboardStats';
import { QuickLinks } from './QuickLinks';
import { RecentActivity } from './RecentActivity';

/** The dashboard (spec section 2): stat cards, recent activity, quick links and the CSAT of the last week (issue 26). */
export function DashboardPage() {
  const { t } = useLingui();
  const now = useDashboardNow();
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const data = useDashboardData(now);

  return (
    <>
      <PageHeader title={t`Dashboard`} subtitle={dashboardSubtitle(user ?? { region: undefined, local: undefined })} />
      <Stack gap="xl">
        {data.status === 'error' && <ErrorPanel title={t`Failed to load dashboard data. Please try again later.`} onRetry={data.retry} />}
        {data.status === 'loaded' ? <DashboardStats status="loaded" values={data.stats} /> : <DashboardStats status={data.status} />}
        <div className={styles.activityAndLinks}>
          <div className={styles.side}>
            <QuickLinks canCreateSurvey={user !== null && canCreateSurvey(user.groups)} />
            {data.status === 'loaded' ? <CsatCard status="loaded" csat={data.stats.csat} /> : <CsatCard status={data.status} />}
          </div>
          <div className={styles.activity}>
            <RecentActivity status={data.status === 'error' ? 'failed' : data.status} activities={data.status === 'loaded' ? data.activities : []} now={now} />
          </div>
        </div>
      </Stack>
    </>
  );
}
