import {
  useCancelUserSubscription,
  useDeleteUser,
  useResumeUserSubscription,
  useSendPasswordReset,
  useSetUserActive,
} from '#client/api/admin.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { ApiError } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import type { AdminUser } from '#shared/schemas/admin.ts';
import { displayName } from '../lib/user-actions.ts';

/** The server's message when it sent one, else the spec's fallback for the action. */
export function adminErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body?.message ? error.body.message : fallback;
}

function showFailure(error: unknown, fallback: string): void {
  showError('Error', adminErrorMessage(error, fallback));
}

/**
 * The account actions of a user row, each with its success and failure toast. Those that are confirmed first
 * (cancel, resume, deactivate, delete) take `onDone`, which closes their dialog once the server answered.
 */
export function useUserActions() {
  const sendReset = useSendPasswordReset();
  const cancel = useCancelUserSubscription();
  const resume = useResumeUserSubscription();
  const setActive = useSetUserActive();
  const remove = useDeleteUser();

  return {
    isPending:
      sendReset.isPending || cancel.isPending || resume.isPending || setActive.isPending || remove.isPending,
    isDeleting: remove.isPending,
    isCanceling: cancel.isPending,
    isResuming: resume.isPending,
    isChangingActive: setActive.isPending,
    sendPasswordReset(user: AdminUser) {
      sendReset.mutate(user.email, {
        onSuccess: (result) => toast({ title: 'Password reset sent', description: result.note }),
        onError: (error) => showFailure(error, 'Failed to send password reset'),
      });
    },
    cancelSubscription(user: AdminUser, onDone: () => void = () => {}) {
      cancel.mutate(user.id, {
        onSettled: onDone,
        onSuccess: (result) => toast({ title: 'Subscription canceled', description: result.message }),
        onError: (error) => showFailure(error, 'Failed to cancel subscription'),
      });
    },
    resumeSubscription(user: AdminUser, onDone: () => void = () => {}) {
      resume.mutate(user.id, {
        onSettled: onDone,
        onSuccess: (result) => toast({ title: 'Subscription resumed', description: result.message }),
        onError: (error) => showFailure(error, 'Failed to resume subscription'),
      });
    },
    setActive(user: AdminUser, isActive: boolean, onDone: () => void = () => {}) {
      setActive.mutate(
        { userId: user.id, isActive },
        {
          onSettled: onDone,
          onSuccess: () =>
            toast({
              title: isActive ? 'User activated' : 'User deactivated',
              description: isActive
                ? `${displayName(user)} can sign in again.`
                : `${displayName(user)} was signed out and can no longer sign in.`,
            }),
          onError: (error) =>
            showFailure(error, isActive ? 'Failed to activate user' : 'Failed to deactivate user'),
        },
      );
    },
    deleteUser(user: AdminUser, onDone: () => void) {
      remove.mutate(user.id, {
        onSuccess: () => {
          onDone();
          toast({
            title: 'User deleted',
            description: `${displayName(user)} and all their data were deleted.`,
          });
        },
        onError: (error) => {
          onDone();
          showFailure(error, 'Failed to delete user');
        },
      });
    },
  };
}
