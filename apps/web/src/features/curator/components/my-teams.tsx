import { Button } from '../../../components/ui/button'
import { useLeaveTeam, useMyTeams } from '../api/my-teams'
import { roleLabels } from './team-panel'

/** The profile's teams: the dealers' teams the user is in, with their role; each can be left. Nothing when in none. */
export function MyTeams() {
  const { data: teams } = useMyTeams()
  const leave = useLeaveTeam()
  if (!teams || teams.length === 0) return null
  return (
    <section aria-labelledby="my-teams-heading" className="flex flex-col gap-2 rounded-2xl bg-white/90 p-4 shadow-sm sm:p-6">
      <h2 id="my-teams-heading" className="text-lg font-bold text-slate-900">
        Teams
      </h2>
      {leave.isError ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {leave.error.message}
        </p>
      ) : null}
      <ul className="flex flex-col divide-y divide-slate-100">
        {teams.map((team) => (
          <li key={team.teamId} className="flex flex-wrap items-center gap-2 py-3">
            <p className="min-w-0 flex-1 text-sm text-slate-900">
              <span className="font-semibold wrap-anywhere">{team.name}</span>
              {` · ${roleLabels[team.role]}`}
            </p>
            <Button size="sm" variant="secondary" disabled={leave.isPending} aria-label={`Leave ${team.name}`} onClick={() => leave.mutate(team.teamId)}>
              Leave team
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
