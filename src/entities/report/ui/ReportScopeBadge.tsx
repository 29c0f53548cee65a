import { Flag, Globe, MapIcon, MapPin } from 'lucide-react';

import type { ReportScopeType } from '@/shared/api';
import { Badge, type BadgeProps } from '@/shared/ui/badge';

const ICON_SIZE = 12;

const APPEARANCE: Record<ReportScopeType, { tone: NonNullable<BadgeProps['tone']>; icon: BadgeProps['icon'] }> = {
  GLOBAL: { tone: 'accent', icon: <Globe size={ICON_SIZE} /> },
  REGIONAL: { tone: 'info', icon: <MapIcon size={ICON_SIZE} /> },
  LOCAL: { tone: 'neutral', icon: <MapPin size={ICON_SIZE} /> },
  COUNTRY: { tone: 'warning', icon: <Flag size={ICON_SIZE} /> },
};

export interface ReportScopeBadgeProps {
  scope: ReportScopeType;
}

/** The scope a report covers, as the server names it (GLOBAL, REGIONAL, LOCAL, COUNTRY). */
export function ReportScopeBadge({ scope }: ReportScopeBadgeProps) {
  const { tone, icon } = APPEARANCE[scope];
  return (
    <Badge tone={tone} size="sm" icon={icon}>
      {scope}
    </Badge>
  );
}
