import { UserDirectory } from '#client/features/admin/user-directory.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';

/** Settings > User management (admins only): every account with activate, deactivate and delete. */
export function UserManagementSection() {
  const { user } = useAuth();
  if (!user?.isAdmin) return null;
  return (
    <section data-testid="user-management-section">
      <UserDirectory
        actionSet="accounts"
        title="User Management"
        description="Activate, deactivate or delete accounts. Admin accounts cannot be deactivated or deleted."
      />
    </section>
  );
}
