import {
  Ban,
  CircleCheck,
  CreditCard,
  KeyRound,
  Mail,
  MoreHorizontal,
  RotateCcw,
  Trash2,
} from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import type { AdminUser } from '#shared/schemas/admin.ts';
import { type AllowedUserActions, hasAnyAction } from '../lib/user-actions.ts';

/** What a row's menu asks its list to do. */
export interface UserRowHandlers {
  onEditCredentials(user: AdminUser): void;
  onSendPasswordReset(user: AdminUser): void;
  onCancelSubscription(user: AdminUser): void;
  onResumeSubscription(user: AdminUser): void;
  onSetActive(user: AdminUser, isActive: boolean): void;
  onDelete(user: AdminUser): void;
}

type UserActionsMenuProps = {
  user: AdminUser;
  actions: AllowedUserActions;
  handlers: UserRowHandlers;
  disabled?: boolean;
};

/** The "..." menu of one user row; only the actions allowed on that account are listed. */
export function UserActionsMenu({ user, actions, handlers, disabled }: UserActionsMenuProps) {
  if (!hasAnyAction(actions)) return null;
  const name = user.username ?? user.email;
  const hasAccountActions = actions.canActivate || actions.canDeactivate || actions.canDelete;
  const hasPanelActions =
    actions.canEditCredentials ||
    actions.canSendPasswordReset ||
    actions.canCancelSubscription ||
    actions.canResumeSubscription;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${name}`} disabled={disabled}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {actions.canEditCredentials && (
          <DropdownMenuItem onSelect={() => handlers.onEditCredentials(user)}>
            <KeyRound aria-hidden="true" />
            Edit credentials
          </DropdownMenuItem>
        )}
        {actions.canSendPasswordReset && (
          <DropdownMenuItem onSelect={() => handlers.onSendPasswordReset(user)}>
            <Mail aria-hidden="true" />
            Send password reset
          </DropdownMenuItem>
        )}
        {actions.canCancelSubscription && (
          <DropdownMenuItem onSelect={() => handlers.onCancelSubscription(user)}>
            <CreditCard aria-hidden="true" />
            Cancel subscription
          </DropdownMenuItem>
        )}
        {actions.canResumeSubscription && (
          <DropdownMenuItem onSelect={() => handlers.onResumeSubscription(user)}>
            <RotateCcw aria-hidden="true" />
            Resume subscription
          </DropdownMenuItem>
        )}
        {hasPanelActions && hasAccountActions && <DropdownMenuSeparator />}
        {actions.canActivate && (
          <DropdownMenuItem onSelect={() => handlers.onSetActive(user, true)}>
            <CircleCheck aria-hidden="true" />
            Activate
          </DropdownMenuItem>
        )}
        {actions.canDeactivate && (
          <DropdownMenuItem onSelect={() => handlers.onSetActive(user, false)}>
            <Ban aria-hidden="true" />
            Deactivate
          </DropdownMenuItem>
        )}
        {actions.canDelete && (
          <DropdownMenuItem variant="destructive" onSelect={() => handlers.onDelete(user)}>
            <Trash2 aria-hidden="true" />
            Delete user
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
