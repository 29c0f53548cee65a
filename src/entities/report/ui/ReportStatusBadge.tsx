import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';

import type { ReportStatus } from '@/shared/api';
import { Badge, type BadgeProps } from '@/shared/ui/badge';

import { reportStatusMessage } from '../model/reportStatus';
import * as styles from './ReportStatusBadge.css';

const ICON_SIZE = 14;

const APPEARANCE: Record<ReportStatus, { tone: NonNullable<BadgeProps['tone']>; icon: BadgeProps['icon'] }> = {
  COMPLETED: { tone: 'success', icon: <CircleCheck size={ICON_SIZE} /> },
  GENERATING: { tone: 'info', icon: <LoaderCircle size={ICON_SIZE} className={styles.spinning} /> },
  PENDING: { tone: 'warning', icon: <Clock size={ICON_SIZE} /> },
  FAILED: { tone: 'danger', icon: <CircleX size={ICON_SIZE} /> },
};

export interface ReportStatusBadgeProps {
  status: ReportStatus;
  size?: BadgeProps['size'];
}

/** A report's status (spec section 4): completed green check, generating spinner, pending clock, failed red. */
export function ReportStatusBadge({ status, size }: ReportStatusBadgeProps) {
  const { i18n } = useLingui();
  const { tone, icon } = APPEARANCE[status];
  return (
    <Badge tone={tone} size={size} icon={icon}>
      {i18n._(reportStatusMessage(status))}
    </Badge>
  );
}
