import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { MyDealsSection } from '../../features/deals/components/deals-list'
import { MyOffersSection } from '../../features/proposals/components/my-offers-page'

/** /profile/offers (signed in): the user's offers, made and received, and their deals with their status. */
export default function ProfileOffersRoute() {
  return (
    <div className="grid gap-4">
      <title>Offers and deals</title>
      <Link to={paths.profile} className="w-fit rounded-lg bg-white/90 px-3 py-1.5 text-sm font-semibold text-teal-900 hover:bg-white">
        ← Profile
      </Link>
      <h1 className="sr-only">Offers and deals</h1>
      <MyOffersSection />
      <MyDealsSection />
    </div>
  )
}
