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

function ActivityRow({ activity, now }: { activity: ActivityItem; now: Date | undefined }) {
  const valid = isValidDate(activity.timestamp);
  return (
    <li className={styles.item}>
      <Avatar name={activity.userDisplay} isDecorative />
      <div className={styles.body}>
        <p className={styles.sentence}>
          <span className={styles.user}>{activity.userDisplay}</span> {activity.actionText}{' '}
          <Link href={activity.linkTo}>{activity.displayText}</Link>
        </p>
        <time className={styles.time} dateTime={valid ? activity.timestamp.toISOString() : undefined}>
          {formatRelativeTime(activity.timestamp, now)}
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
  return (
    <Card as="section" title="Recent Activity" headingLevel={2}>
      {status === 'loading' ? (
        <div role="status" className={styles.loading}>
          <Spinner size="sm" />
          <Text as="span" size="sm" tone="muted">
            Loading activities...
          </Text>
        </div>
      ) : status === 'failed' ? (
        <EmptyState title="Recent activity could not be loaded." icon={<CircleAlert size={24} />} />
      ) : activities.length === 0 ? (
        <EmptyState title="No recent activities to display." icon={<Activity size={24} />} />
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
