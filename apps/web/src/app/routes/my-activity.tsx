import { Link, useSearchParams } from 'react-router'
import { Card } from '../../components/ui/card'
import { env } from '../../config/env'
import { paths } from '../../config/paths'
import { ActivityList } from '../../features/activity/components/activity-list'
import { InquiriesList } from '../../features/inquiries/components/inquiries-list'
import { MyVisits } from '../../features/visits/components/my-visits'

/** /profile/activity: everything the signed-in user has going as a buyer or tenant, then their site visits and questions in full (RequireAuth guards the route). */
export default function MyActivityRoute() {
  const [searchParams] = useSearchParams()
  return (
    <div className="grid gap-4">
      <title>{`My activity | ${env.brandName}`}</title>
      <Card className="p-5 sm:p-6">
        <Link to={paths.profile} className="text-sm font-semibold text-teal-800 underline underline-offset-2">
          ← Profile
        </Link>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900">My activity</h1>
      </Card>
      <Card className="p-5 sm:p-6">
        <ActivityList />
      </Card>
      <Card className="p-5 sm:p-6">
        <MyVisits />
      </Card>
      <Card className="p-5 sm:p-6">
        <InquiriesList query={{ role: 'asker' }} viewer="asker" heading="Your questions" initialId={searchParams.get('inquiry')} />
      </Card>
    </div>
  )
}
