import { Trans } from '@lingui/react/macro';

import { Avatar } from '@/shared/ui/avatar';
import { Inline, Stack } from '@/shared/ui/layout';
import { Text } from '@/shared/ui/text';

import type { User } from '../model/user';

export interface UserBadgeProps {
  user: Pick<User, 'username' | 'email'>;
  /** Only the initial, named for assistive technology (a collapsed sidebar). */
  compact?: boolean;
}

/** The signed-in user: first letter, username and e-mail (spec section 2, sidebar). */
export function UserBadge({ user, compact = false }: UserBadgeProps) {
  if (compact) return <Avatar name={user.username} />;
  return (
    <Inline gap="sm" flexWrap="nowrap">
      <Avatar name={user.username} isDecorative />
      <Stack gap="none" minWidth={0}>
        <Text as="span" size="sm" weight="semibold">
          {user.username || <Trans>Unknown user</Trans>}
        </Text>
        {user.email ? (
          <Text as="span" size="xs" tone="muted">
            {user.email}
          </Text>
        ) : null}
      </Stack>
    </Inline>
  );
}
