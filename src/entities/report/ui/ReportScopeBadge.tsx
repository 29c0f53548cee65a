import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Flag, Globe, MapIcon, MapPin } from 'lucide-react';

import type { ReportScopeType } from '@/shared/api';
import type { MessageDescriptor } from '@/shared/i18n';
import { Badge, type BadgeProps } from '@/shared/ui/badge';

const ICON_SIZE = 12;

const APPEARANCE: Record<ReportScopeType, { tone: NonNullable<BadgeProps['tone']>; icon: BadgeProps['icon']; label: MessageDescriptor }> = {
  GLOBAL: { tone: 'accent', icon: <Globe size={ICON_SIZE} />, label: msg`GLOBAL` },
  REGIONAL: { tone: 'info', icon: <MapIcon size={ICON_SIZE} />, label: msg`REGIONAL` },
  LOCAL: { tone: 'neutral', icon: <MapPin size={ICON_SIZE} />, label: msg`LOCAL` },
  COUNTRY: { tone: 'warning', icon: <Flag size={ICON_SIZE} />, label: msg`COUNTRY` },
};

export interface ReportScopeBadgeProps {
  scope: ReportScopeType;
}

/** The scope a report covers, named as the server names it in English (GLOBAL, REGIONAL, LOCAL, COUNTRY). */
export function ReportScopeBadge({ scope }: ReportScopeBadgeProps) {
  const { i18n } = useLingui();
  const { tone, icon, label } = APPEARANCE[scope];
  return (
    <Badge tone={tone} size="sm" icon={icon}>
      {i18n._(label)}
    </Badge>
  );
}
