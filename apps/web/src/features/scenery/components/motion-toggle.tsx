/** WCAG 2.2.2 Pause, Stop, Hide: the visitor can stop the scene's motion; the choice is remembered. */
export function MotionToggle({ isPaused, onChange }: { isPaused: boolean; onChange: (paused: boolean) => void }) {
  const label = isPaused ? 'Play scenery animation' : 'Pause scenery animation'
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isPaused}
      onClick={() => onChange(!isPaused)}
      className="grid size-10 shrink-0 place-items-center rounded-full border border-white/60 bg-white/90 text-slate-800 shadow-md shadow-slate-900/10 hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
        {isPaused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
      </svg>
    </button>
  )
}
