// The property split tool (SPEC §2): the parent on a map, an automatic split into a grid of rows
// × columns or into N equal-area parts (the domain's geometry), parts drawn by hand, corners
// moved, parts deleted, areas and portions recalculated either way in the seller's unit, and
// the split saved as a request an admin approves. SPEC's messages throughout.
import {
  DEFAULT_SPLIT_REASON,
  MAX_SPLIT_PARTS,
  UNTITLED_PROPERTY,
  buildSplitRequest,
  messages,
  toSplitParent,
  totalPortion,
  validateSplitSave,
  type Property,
} from '@vishwas/domain'
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Notice } from '../../../components/ui/notice'
import { PropertyToolGate } from '../../../components/ui/property-tool-gate'
import { env } from '../../../config/env'
import { sellerPropertyHref } from '../../../config/paths'
import { isApiError } from '../../../lib/api-client'
import { useProperty } from '../../../lib/property-api'
import { useSplitProperty, type SplitSaved } from '../api/split-property'
import { useSplitValidity } from '../api/validate-for-split'
import { useSplitParts } from '../hooks/use-split-parts'
import { displayUnitOptions, showArea, type DisplayUnit } from '../lib/display-units'
import { PartsTable } from './parts-table'

const SplitMap = lazy(() => import('./split-map'))

const field = 'min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900'
const label = 'grid gap-1 text-sm font-medium text-slate-800'

export function SplitToolPage({ propertyId }: { propertyId: string }) {
  const { data: property, error, isPending, refetch } = useProperty(propertyId)
  return (
    <div className="flex flex-col gap-5">
      <Link to={sellerPropertyHref(propertyId)} className="w-fit rounded-lg bg-white/90 px-3 py-1.5 text-sm font-semibold text-teal-900 hover:bg-white">
        ← Back to the property
      </Link>
      <PropertyToolGate property={property} error={error} isPending={isPending} onRetry={() => void refetch()}>
        {(loaded) => <SplitTool property={loaded} />}
      </PropertyToolGate>
    </div>
  )
}

function SplitTool({ property }: { property: Property }) {
  const parent = useMemo(() => toSplitParent(property), [property])
  const tool = useSplitParts(parent)
  const validity = useSplitValidity(property.id)
  const save = useSplitProperty(property.id)
  const state = property.location.address.state
  const units = useMemo(() => displayUnitOptions({ state }), [state])
  const [unit, setUnit] = useState<DisplayUnit>('sqft')
  const option = units.find((candidate) => candidate.unit === unit) ?? units[0]!
  const [mode, setMode] = useState<'grid' | 'equal'>('grid')
  const [rows, setRows] = useState(2)
  const [columns, setColumns] = useState(2)
  const [count, setCount] = useState(4)
  const [reason, setReason] = useState(DEFAULT_SPLIT_REASON)
  const [saved, setSaved] = useState<SplitSaved | null>(null)
  const title = property.basicInfo.title || UNTITLED_PROPERTY

  const autoSplit = (event: FormEvent) => {
    event.preventDefault()
    setSaved(null)
    tool.autoSplit(mode === 'grid' ? { mode, rows, columns } : { mode, parts: count })
  }

  const onSave = () => {
    const checked = validateSplitSave(parent, tool.parts)
    if (!checked.ok) return tool.setMessage({ tone: 'error', text: checked.error })
    const request = buildSplitRequest(property.id, tool.parts, { reason: reason.trim() || DEFAULT_SPLIT_REASON, now: new Date() })
    save.mutate(request, {
      onSuccess: (result) => {
        setSaved(result)
        tool.clear()
        tool.setMessage({ tone: 'info', text: result.message })
      },
      onError: (failure) => tool.setMessage({ tone: 'error', text: isApiError(failure) && failure.status < 500 ? failure.message : messages.splitSaveFailed }),
    })
  }

  const blocked = validity.data && !validity.data.isValid
  const total = totalPortion(tool.parts)
  return (
    <>
      <title>{`Split: ${title} | ${env.brandName}`}</title>
      <Card className="grid gap-2 p-5 sm:p-6">
        <p className="text-sm font-semibold text-teal-800">Property split tool</p>
        <h1 className="text-2xl wrap-anywhere font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="text-sm text-slate-700">
          Parent area {showArea(parent.totalAreaSqft, option)}. Parts must lie inside it, must not overlap, and must add up to all of it; an admin
          approves the split before the parts become drafts you can list.
        </p>
        <label className={`${label} w-fit`}>
          Show areas in
          <select className={field} value={unit} onChange={(event) => setUnit(event.target.value as DisplayUnit)}>
            {units.map((candidate) => (
              <option key={candidate.unit} value={candidate.unit}>
                {candidate.label}
              </option>
            ))}
          </select>
        </label>
      </Card>

      {validity.isError ? (
        <Notice tone="error" role="alert">
          {messages.validatePropertyFailed}
        </Notice>
      ) : null}
      {blocked ? (
        <Notice tone="warning" role="alert">
          {validity.data.message}
        </Notice>
      ) : null}
      {tool.message ? (
        <Notice tone={tool.message.tone === 'error' ? 'error' : 'info'} role={tool.message.tone === 'error' ? 'alert' : 'status'}>
          {tool.message.text}
        </Notice>
      ) : null}
      {saved ? (
        <Card className="grid gap-2 p-5">
          <h2 className="text-lg font-bold text-slate-900">New properties, pending approval</h2>
          <ul className="grid gap-1 text-sm">
            {saved.resultingProperties.map((created) => (
              <li key={created.id}>
                <Link className="font-semibold text-teal-800 underline" to={sellerPropertyHref(created.id)}>
                  {created.basicInfo.title}
                </Link>{' '}
                <span className="text-slate-600">({created.reference})</span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      <Card className="grid gap-4 p-5 sm:p-6">
        <form className="flex flex-wrap items-end gap-3" onSubmit={autoSplit} aria-label="Automatic split">
          <fieldset className="flex gap-3 text-sm">
            <legend className="mb-1 font-medium text-slate-800">Split automatically into</legend>
            <label className="flex items-center gap-1">
              <input type="radio" name="mode" checked={mode === 'grid'} onChange={() => setMode('grid')} /> a grid
            </label>
            <label className="flex items-center gap-1">
              <input type="radio" name="mode" checked={mode === 'equal'} onChange={() => setMode('equal')} /> equal-area parts
            </label>
          </fieldset>
          {mode === 'grid' ? (
            <>
              <label className={label}>
                Rows
                <input className={`${field} w-20`} type="number" min={1} max={MAX_SPLIT_PARTS} value={rows} onChange={(event) => setRows(Number(event.target.value))} />
              </label>
              <label className={label}>
                Columns
                <input className={`${field} w-20`} type="number" min={1} max={MAX_SPLIT_PARTS} value={columns} onChange={(event) => setColumns(Number(event.target.value))} />
              </label>
            </>
          ) : (
            <label className={label}>
              Number of parts
              <input className={`${field} w-24`} type="number" min={2} max={MAX_SPLIT_PARTS} value={count} onChange={(event) => setCount(Number(event.target.value))} />
            </label>
          )}
          <Button type="submit" disabled={blocked}>
            Split automatically
          </Button>
        </form>
        <p className="text-sm text-slate-600">Or draw a part on the map with the polygon or rectangle tool; drag a part's corners to reshape it.</p>
        <Suspense fallback={<LoadingDots message="Loading the map..." />}>
          <SplitMap parent={parent.vertices} parts={tool.parts} onDraw={tool.addPart} onMoveVertices={tool.moveVertices} />
        </Suspense>
      </Card>

      <Card className="grid gap-4 p-5 sm:p-6">
        <h2 className="text-lg font-bold text-slate-900">Parts</h2>
        <PartsTable parts={tool.parts} option={option} onRename={tool.rename} onArea={tool.setArea} onPortion={tool.setPortion} onDelete={tool.deletePart} />
        <p className="text-sm text-slate-700" aria-live="polite">
          {tool.parts.length} parts · total portion {total.toFixed(2)}% · total area {showArea(tool.parts.reduce((sum, part) => sum + part.area, 0), option)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={tool.portionsFromAreas} disabled={tool.parts.length === 0}>
            Portions from areas
          </Button>
          <Button variant="secondary" onClick={tool.areasFromPortions} disabled={tool.parts.length === 0}>
            Areas from portions
          </Button>
        </div>
        <label className={label}>
          Reason
          <input className={field} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
        </label>
        <Button className="w-fit" onClick={onSave} disabled={blocked || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save split'}
        </Button>
      </Card>
    </>
  )
}
