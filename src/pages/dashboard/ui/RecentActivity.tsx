import { Trans, useLingui } from '@lingui/react/macro';
import { Activity, CircleAlert, FileCheck, FilePlus } from 'lucide-react';

import { isValidDate, formatRelativeTime } from '@/shared/lib/date';
import { Avatar } from '@/shared/ui/avatar';
import { Card } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { Link } from '@/shared/ui/link';
import { Spinner } from '@/shared/ui/spinner';
import { Text } from '@/shared/ui/text';

import type { ActivityItem } from '../model/activityItem';
import * as styles from './RecentActivity.css';

export interface RecentActivityProps {
  /** Where the dashboard's data is; `failed` says the list could not be loaded rather than that it is empty. */
  status: 'loading' | 'failed' | 'loaded';
  activities: readonly ActivityItem[];
  /** The moment relative times are measured from; the time of rendering when omitted. */
  now?: Date;
}

const TYPE_ICONS = {
  survey_created: <FilePlus size={16} />,
  report_generated: <FileCheck size={16} />,
};

/** 'ana.garcia created survey Calidad del servicio': who, what and the linked title, in the language's own order. */
function ActivitySentence({ activity, user }: { activity: ActivityItem; user: string }) {
  const title = activity.displayText;
  return activity.type === 'survey_created' ? (
    <Trans>
      <span className={styles.user}>{user}</span> created survey <Link href={activity.linkTo}>{title}</Link>
    </Trans>
  ) : (
    <Trans>
      <span className={styles.user}>{user}</span> generated report for <Link href={activity.linkTo}>{title}</Link>
    </Trans>
  );
}

function ActivityRow({ activity, now }: { activity: ActivityItem; now: Date | undefined }) {
  const { i18n } = useLingui();
  const valid = isValidDate(activity.timestamp);
  const user = typeof activity.userDisplay === 'string' ? activity.userDisplay : i18n._(activity.userDisplay);
  return (
    <li className={styles.item}>
      <Avatar name={user} isDecorative />
      <div className={styles.body}>
        <p className={styles.sentence}>
          <ActivitySentence activity={activity} user={user} />
        </p>
        <time className={styles.time} dateTime={valid ? activity.timestamp.toISOString() : undefined}>
          {formatRelativeTime(activity.timestamp, i18n.locale, now)}
        </time>
      </div>
      <span className={styles.typeIcon[activity.type]} aria-hidden="true">
        {TYPE_ICONS[activity.type]}
      </span>
    </li>
  );
}

/** The dashboard's latest survey creations and report generations, newest first. */
export function RecentActivity({ status, activities, now }: RecentActivityProps) {
  const { t } = useLingui();
  return (
    <Card as="section" title={t`Recent Activity`} headingLevel={2}>
      {status === 'loading' ? (
        <div role="status" className={styles.loading}>
          <Spinner size="sm" />
          <Text as="span" size="sm" tone="muted">
            <Trans>Loading activities...</Trans>
          </Text>
        </div>
      ) : status === 'failed' ? (
        <EmptyState title={t`Recent activity could not be loaded.`} icon={<CircleAlert size={24} />} />
      ) : activities.length === 0 ? (
        <EmptyState title={t`No recent activities to display.`} icon={<Activity size={24} />} />
      ) : (
        <ul className={styles.list}>
          {activities.map((activity) => (
            <ActivityRow key={activity.id} activity={activity} now={now} />
          ))}
        </ul>
      )}
    </Card>
  );
}
