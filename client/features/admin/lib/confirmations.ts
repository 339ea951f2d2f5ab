import { SUBSCRIPTION_PRICE } from '#shared/constants.ts';
import type { AdminUser } from '#shared/schemas/admin.ts';
import { displayName } from './user-actions.ts';

/** An admin action on another account that is confirmed first, naming the account and what happens to it. */
export type ConfirmedAction = 'cancel' | 'resume' | 'deactivate';

/** The dialog's words for a confirmed action. */
export interface Confirmation {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Resume restores billing: not drawn as a danger. */
  isDestructive: boolean;
}

/** What the confirmation dialog says before an admin cancels, resumes or deactivates `user`. */
export function describeConfirmation(action: ConfirmedAction, user: AdminUser): Confirmation {
  const who = `${displayName(user)} (${user.email})`;
  switch (action) {
    case 'cancel':
      return {
        title: 'Cancel subscription?',
        description: `${who} keeps full access until the end of the paid period; then the subscription ends and is not renewed. Nothing they made is deleted, and the subscription can be resumed until that date.`,
        confirmLabel: 'Cancel subscription',
        cancelLabel: 'Keep subscription',
        isDestructive: true,
      };
    case 'resume':
      return {
        title: 'Resume subscription?',
        description: `The scheduled end of ${who}'s subscription is withdrawn: it renews at the end of the paid period and is charged ${SUBSCRIPTION_PRICE} each month again.`,
        confirmLabel: 'Resume subscription',
        cancelLabel: 'Leave it ending',
        isDestructive: false,
      };
    case 'deactivate':
      return {
        title: 'Deactivate user?',
        description: `${who} is signed out on every device and cannot sign in until the account is activated again. Their surveys, proposals and subscription are kept as they are.`,
        confirmLabel: 'Deactivate',
        cancelLabel: 'Keep active',
        isDestructive: true,
      };
  }
}
