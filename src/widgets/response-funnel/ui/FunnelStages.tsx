import { conversionPercent, FUNNEL_STAGE_LABELS, FUNNEL_STAGES, type FunnelCounts } from '@/shared/api';
import { Skeleton } from '@/shared/ui/skeleton';

import * as styles from './FunnelStages.css';

const counted = new Intl.NumberFormat('en-US');

export interface FunnelStagesProps {
  /** The figures; absent while they load, when each stage keeps its size with placeholders (a no-break space holds a line). */
  counts?: FunnelCounts;
}

/**
 * Visits, started and complete responses, each with the share of the stage before it that reached it: Survey Details
 * shows one survey's, the Dashboard the reader's whole scope.
 */
export function FunnelStages({ counts }: FunnelStagesProps) {
  return (
    <div role="group" aria-label="Response funnel">
      <dl className={styles.stages}>
        {FUNNEL_STAGES.map((stage, index) => {
          const previous = index > 0 ? FUNNEL_STAGES[index - 1] : undefined;
          return (
            <div key={stage} className={styles.stage}>
              <dt className={styles.stageLabel}>{FUNNEL_STAGE_LABELS[stage]}</dt>
              <dd className={styles.stageValue}>{counts ? counted.format(counts[stage]) : <Skeleton width={56} height={24} />}</dd>
              {previous && (
                <dd className={styles.stageShare}>
                  {counts ? `${conversionPercent(counts[stage], counts[previous])} of ${FUNNEL_STAGE_LABELS[previous].toLowerCase()}` : '\u00a0'}
                </dd>
              )}
            </div>
          );
        })}
      </dl>
    </div>
  );
}
