import { PageHeader } from '#client/components/page-header.tsx';
import { AdminStatsCards } from './components/admin-stats-cards.tsx';
import { SyncSubscriptionsButton } from './components/sync-subscriptions-button.tsx';
import { UserDirectory } from './user-directory.tsx';

/** / and /admin for admins: the counts, every account with its actions, and Sync Subscriptions. */
export function AdminPanelPage() {
  return (
    // One column that may shrink below its content: the user table scrolls inside its card, not the page.
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        className="mb-0"
        title="Admin Panel"
        description="Manage user accounts, credentials and subscriptions."
        actions={<SyncSubscriptionsButton />}
      />
      <AdminStatsCards />
      <UserDirectory actionSet="panel" />
    </div>
  );
}
