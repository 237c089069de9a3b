import { ListPropertyGate } from '../../features/auth/components/list-property-gate'

export default function ListPropertyRoute() {
  return <ListPropertyGate />
}
