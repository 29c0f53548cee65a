import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';

import { AlertDialog } from '@/shared/ui/alert-dialog';
import { Button } from '@/shared/ui/button';
import { DialogTrigger } from '@/shared/ui/dialog';
import { IconButton } from '@/shared/ui/icon-button';
import { leaveTo as leaveForReal, type LeaveTo } from '@/shared/lib/router';

import { logOutAndLeave } from '../model/logOutAndLeave';

export interface LogoutButtonProps {
  /** Icon only, named 'Log out' by its tooltip and aria-label (a collapsed sidebar). */
  isCollapsed?: boolean;
  /** Sends the browser to the logout address. */
  leaveTo?: LeaveTo;
}

/** Asks to confirm, then signs out from all services and leaves for the logout address (spec sections 2 and 7). */
export function LogoutButton({ isCollapsed = false, leaveTo = leaveForReal }: LogoutButtonProps) {
  const { t } = useLingui();
  return (
    <DialogTrigger>
      {isCollapsed ? (
        <IconButton label={t`Log out`} tooltipPlacement="end">
          <LogOut size={18} aria-hidden />
        </IconButton>
      ) : (
        <Button variant="secondary" size="sm" isFullWidth icon={<LogOut size={16} aria-hidden />}>
          <Trans>Log out</Trans>
        </Button>
      )}
      <AlertDialog
        title={t`Confirm Logout`}
        confirmLabel={t`Log Out`}
        cancelLabel={t`Cancel`}
        onConfirm={() => {
          void logOutAndLeave(leaveTo);
        }}
      >
        <Trans>Are you sure you want to log out? This will sign you out from all services.</Trans>
      </AlertDialog>
    </DialogTrigger>
  );
}
