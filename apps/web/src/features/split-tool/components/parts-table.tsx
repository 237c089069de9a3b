// The parts of a split as rows: colour, name, area in the chosen unit, portion, delete. Areas are
// kept in sq ft; a typed area is converted back from the unit shown.
import type { SplitPartDraft } from '@vishwas/domain'
import { useState, type InputHTMLAttributes } from 'react'
import { Button } from '../../../components/ui/button'
import { areaFieldValue, type DisplayUnitOption } from '../lib/display-units'
import { partColour } from '../lib/part-colours'

interface PartsTableProps {
  parts: SplitPartDraft[]
  option: DisplayUnitOption
  onRename: (id: string, name: string) => void
  onArea: (id: string, sqft: number) => void
  onPortion: (id: string, portion: number) => void
  onDelete: (id: string) => void
}

const input = 'min-h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900'

/** A number field that keeps what is typed ('12.' stays) and reports each whole number as it is typed. */
function NumberCell({ value, onValue, ...props }: { value: string; onValue: (value: number) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    setShown(value)
    if (Number(text) !== Number(value)) setText(value)
  }
  return (
    <input
      {...props}
      className={input}
      type="number"
      min={0}
      step="any"
      value={text}
      onChange={(event) => {
        setText(event.target.value)
        const next = Number(event.target.value)
        if (event.target.value.trim() !== '' && Number.isFinite(next) && next >= 0) onValue(next)
      }}
    />
  )
}

export function PartsTable({ parts, option, onRename, onArea, onPortion, onDelete }: PartsTableProps) {
  if (parts.length === 0) return <p className="text-sm text-slate-600">No parts yet: split automatically or draw one on the map.</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[34rem] text-left text-sm">
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="p-2">
              Name
            </th>
            <th scope="col" className="p-2">
              Area ({option.label})
            </th>
            <th scope="col" className="p-2">
              Portion (%)
            </th>
            <th scope="col" className="p-2">
              <span className="sr-only">Delete</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part, index) => (
            <tr key={part.id} className="border-t border-slate-200">
              <td className="p-2">
                <span className="flex items-center gap-2">
                  <span aria-hidden className="inline-block size-3 shrink-0 rounded-sm" style={{ backgroundColor: partColour(index) }} />
                  <input className={input} aria-label={`Name of part ${index + 1}`} value={part.name} maxLength={200} onChange={(event) => onRename(part.id, event.target.value)} />
                </span>
              </td>
              <td className="p-2">
                <NumberCell aria-label={`Area of ${part.name} in ${option.label}`} value={areaFieldValue(part.area, option)} onValue={(value) => onArea(part.id, value * option.sqft)} />
              </td>
              <td className="p-2">
                <NumberCell aria-label={`Portion of ${part.name} in per cent`} max={100} value={String(Math.round(part.portion * 100) / 100)} onValue={(value) => onPortion(part.id, value)} />
              </td>
              <td className="p-2">
                <Button variant="ghost" size="sm" onClick={() => onDelete(part.id)} aria-label={`Delete ${part.name}`}>
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
