import { useParams } from 'react-router'
import { Card } from '../../components/ui/card'
import { AuditTrail } from '../../features/admin-audit/components/audit-trail'
import { UserEditPage } from '../../features/user-admin/components/user-edit-page'

/** /admin/user/edit/{userId} (RequireAdmin guards the route): the user's page and their audit trail. */
export default function AdminUserEditRoute() {
  const { userId = '' } = useParams()
  return (
    <div className="grid gap-4">
      <UserEditPage userId={userId} />
      <Card className="p-5 sm:p-7">
        <AuditTrail targetType="user" targetId={userId} title="Audit trail" />
      </Card>
    </div>
  )
}
