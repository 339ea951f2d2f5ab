import { LoaderCircle, RefreshCw } from 'lucide-react';
import { useSyncSubscriptions } from '#client/api/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { showError } from '#client/lib/show-error.ts';
import { adminErrorMessage } from '../hooks/use-user-actions.ts';

/** Re-reads every subscription from the payment provider and says how many were synced, skipped or failed. */
export function SyncSubscriptionsButton() {
  const sync = useSyncSubscriptions();
  function handleClick() {
    sync.mutate(undefined, {
      onSuccess: ({ results }) =>
        toast({
          title: 'Subscriptions synced',
          description: `Synced: ${results.synced}, skipped: ${results.skipped}, failed: ${results.failed}`,
        }),
      onError: (error) => showError('Error', adminErrorMessage(error, 'Failed to sync subscriptions')),
    });
  }
  return (
    <Button onClick={handleClick} disabled={sync.isPending} className="w-full sm:w-auto">
      {sync.isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <RefreshCw aria-hidden="true" />
      )}
      {sync.isPending ? 'Syncing...' : 'Sync Subscriptions'}
    </Button>
  );
}
