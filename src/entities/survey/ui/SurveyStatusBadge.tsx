import { Trans } from '@lingui/react/macro';

import { Badge } from '@/shared/ui/badge';

export interface SurveyStatusBadgeProps {
  /** From `isSurveyActive(survey, now)`. */
  isActive: boolean;
}

/** The Status column of the survey tables: 'Active' or 'Inactive'. */
export function SurveyStatusBadge({ isActive }: SurveyStatusBadgeProps) {
  return <Badge tone={isActive ? 'success' : 'neutral'}>{isActive ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}</Badge>;
}
