import { RentalHistoryPage } from '../../features/rentals/components/rental-history-page'

/** /profile/rental-history: any signed-in user (RequireAuth guards the route). */
export default function RentalHistoryRoute() {
  return <RentalHistoryPage />
}
