import { CircleAlert, ClipboardList, FileCheck, MessageSquareText, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';

import { StatCard } from '@/shared/ui/card';
import { Skeleton } from '@/shared/ui/skeleton';

import type { DashboardStatValues } from '../model/dashboardStats';
import * as styles from './DashboardStats.css';

export type DashboardStatsProps = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; values: DashboardStatValues };

const CARDS: readonly { key: keyof DashboardStatValues; label: string; caption: string; icon: ReactNode }[] = [
  { key: 'activeSurveys', label: 'Active Surveys', caption: 'Current', icon: <ClipboardList size={18} /> },
  { key: 'recentResponses', label: 'Recent Responses', caption: 'Last 7 days', icon: <MessageSquareText size={18} /> },
  { key: 'totalResponses', label: 'Total Responses', caption: 'Overall', icon: <Users size={18} /> },
  { key: 'reportsGenerated', label: 'Reports Generated', caption: 'Completed', icon: <FileCheck size={18} /> },
];

const errorValue = (
  <span className={styles.errorValue}>
    <CircleAlert size={20} aria-hidden="true" className={styles.errorIcon} />
    Error
  </span>
);

const loadingValue = (
  <span className={styles.valuePlaceholder}>
    <Skeleton width={72} height={31} />
  </span>
);

/** The dashboard's stat cards: numbers once loaded, placeholders while loading, an error mark when loading failed. */
export function DashboardStats(props: DashboardStatsProps) {
  const valueOf = (key: keyof DashboardStatValues) => {
    if (props.status === 'loading') return loadingValue;
    if (props.status === 'error') return errorValue;
    return props.values[key].toLocaleString('en-US');
  };
  // One element, so the status text adds no gap in the page's stack.
  return (
    <div>
      {/* The placeholders are hidden from screen readers; this says what they stand for. */}
      {props.status === 'loading' && (
        <span role="status">
          <VisuallyHidden>Loading statistics...</VisuallyHidden>
        </span>
      )}
      <ul className={styles.grid} aria-label="Statistics">
        {CARDS.map((card) => (
          <li key={card.key}>
            <StatCard label={card.label} value={valueOf(card.key)} caption={card.caption} icon={card.icon} />
          </li>
        ))}
      </ul>
    </div>
  );
}
