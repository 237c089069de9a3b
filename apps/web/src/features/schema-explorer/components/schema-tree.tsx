import { memo, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from '../../../components/ui/button'
import type { FieldSearch } from '../lib/field-search'
import { allFields, type SchemaField } from '../lib/schema-fields'
import { Highlight } from './highlight'

interface SchemaTreeProps {
  fields: readonly SchemaField[]
  search: FieldSearch
  /** Names the tree for screen readers, e.g. 'Fields of Property'. */
  label: string
}

interface Row {
  field: SchemaField
  parentId?: string
}

/**
 * The fields of one schema as an ARIA tree: one tab stop, arrow keys to move, Right and Left to
 * open and close, Home and End, Enter or Space to toggle. While searching, the ancestors of every
 * match open by themselves and only matches (with their ancestors and contents) stay in view;
 * what the reader opens or closes is remembered separately for browsing and for each search.
 * Memoised: typing re-renders the page at once, the tree only when the (deferred) search changes.
 */
export const SchemaTree = memo(function SchemaTree({ fields, search, label }: SchemaTreeProps) {
  const treeId = useId()
  const isSearching = search.query !== ''
  const [browseOpen, setBrowseOpen] = useState<ReadonlySet<string>>(() => new Set())
  const [searchOpen, setSearchOpen] = useState<{ query: string; open: ReadonlyMap<string, boolean> }>({ query: '', open: new Map() })
  const [focusId, setFocusId] = useState<string>()
  const itemRefs = useRef(new Map<string, HTMLLIElement>())

  const domIds = useMemo(() => new Map(allFields(fields).map((field, i) => [field.id, `${treeId}-${i}`])), [fields, treeId])
  const isShown = (field: SchemaField) => !isSearching || search.visible.has(field.id)
  const isOpen = (id: string) =>
    isSearching ? ((searchOpen.query === search.query ? searchOpen.open.get(id) : undefined) ?? search.expanded.has(id)) : browseOpen.has(id)

  const setOpen = (changes: ReadonlyMap<string, boolean>) => {
    if (isSearching) {
      setSearchOpen((current) => ({ query: search.query, open: new Map([...(current.query === search.query ? current.open : []), ...changes]) }))
      return
    }
    setBrowseOpen((current) => {
      const next = new Set(current)
      for (const [id, open] of changes) {
        if (open) next.add(id)
        else next.delete(id)
      }
      return next
    })
  }

  const rows: Row[] = []
  const collect = (list: readonly SchemaField[], parentId?: string) => {
    for (const field of list) {
      if (!isShown(field)) continue
      rows.push({ field, parentId })
      if (field.children.length > 0 && isOpen(field.id)) collect(field.children, field.id)
    }
  }
  collect(fields)
  const activeId = rows.some((row) => row.field.id === focusId) ? focusId : rows[0]?.field.id

  const focus = (id: string | undefined) => {
    if (!id) return
    setFocusId(id)
    itemRefs.current.get(id)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = rows.findIndex((row) => row.field.id === activeId)
    const row = rows[index]
    if (!row) return
    const { field } = row
    const hasChildren = field.children.length > 0
    switch (event.key) {
      case 'ArrowDown':
        focus(rows[index + 1]?.field.id)
        break
      case 'ArrowUp':
        focus(rows[index - 1]?.field.id)
        break
      case 'Home':
        focus(rows[0]?.field.id)
        break
      case 'End':
        focus(rows[rows.length - 1]?.field.id)
        break
      case 'ArrowRight':
        if (hasChildren && !isOpen(field.id)) setOpen(new Map([[field.id, true]]))
        else if (hasChildren) focus(rows[index + 1]?.field.id)
        break
      case 'ArrowLeft':
        if (hasChildren && isOpen(field.id)) setOpen(new Map([[field.id, false]]))
        else focus(row.parentId)
        break
      case 'Enter':
      case ' ':
        if (hasChildren) setOpen(new Map([[field.id, !isOpen(field.id)]]))
        break
      default:
        return
    }
    event.preventDefault()
  }

  const expandable = allFields(fields).filter((field) => field.children.length > 0 && isShown(field))
  const setAll = (open: boolean) => setOpen(new Map(expandable.map((field) => [field.id, open])))

  const renderItems = (list: readonly SchemaField[]) => {
    const shown = list.filter(isShown)
    return shown.map((field, i) => {
      const domId = domIds.get(field.id) ?? field.id
      const hasChildren = field.children.length > 0
      const open = hasChildren && isOpen(field.id)
      const isMatch = search.matched.has(field.id)
      return (
        <li
          key={field.id}
          ref={(node) => {
            if (node) itemRefs.current.set(field.id, node)
            else itemRefs.current.delete(field.id)
          }}
          role="treeitem"
          aria-level={field.level}
          aria-setsize={shown.length}
          aria-posinset={i + 1}
          aria-expanded={hasChildren ? open : undefined}
          aria-labelledby={[`${domId}-name`, `${domId}-type`, `${domId}-required`].join(' ')}
          aria-describedby={[field.description ? `${domId}-description` : '', field.details.length > 0 ? `${domId}-details` : ''].filter(Boolean).join(' ') || undefined}
          tabIndex={field.id === activeId ? 0 : -1}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocusId(field.id)
          }}
          className="outline-none [&:focus-visible>.tree-row]:outline-3 [&:focus-visible>.tree-row]:outline-amber-500"
        >
          <div
            className={`tree-row flex gap-2 rounded-lg px-2 py-2 ${hasChildren ? 'cursor-pointer hover:bg-slate-50' : ''} ${isMatch ? 'bg-amber-50' : ''}`}
            onClick={() => {
              focus(field.id)
              if (hasChildren) setOpen(new Map([[field.id, !open]]))
            }}
          >
            <span aria-hidden="true" className="mt-0.5 grid size-5 shrink-0 place-items-center text-slate-500">
              {hasChildren ? (
                <svg viewBox="0 0 20 20" className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`} fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M7 4l6 6-6 6" />
                </svg>
              ) : (
                <span className="size-1.5 rounded-full bg-slate-400" />
              )}
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                <code id={`${domId}-name`} className="font-mono text-sm font-semibold break-all text-slate-900">
                  <Highlight text={field.name} query={search.query} />
                </code>
                <span id={`${domId}-type`} className="rounded bg-teal-50 px-1.5 py-0.5 text-xs font-medium text-teal-900">
                  {field.type}
                </span>
                <span
                  id={`${domId}-required`}
                  className={`text-xs font-semibold ${field.required ? 'text-rose-800' : 'text-slate-500'}`}
                >
                  {field.required ? 'required' : 'optional'}
                </span>
              </div>
              {field.title ? (
                <p className="text-sm font-medium text-slate-800">
                  <Highlight text={field.title} query={search.query} />
                </p>
              ) : null}
              {field.description ? (
                <p id={`${domId}-description`} className="text-sm text-slate-600">
                  <Highlight text={field.description} query={search.query} />
                </p>
              ) : null}
              {field.details.length > 0 ? (
                <p id={`${domId}-details`} className="mt-1 flex flex-wrap gap-1.5">
                  {field.details.map((detail) => (
                    <span key={detail} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-700">
                      {/* The separator keeps the rules apart when read as one description. */}
                      {detail}
                      <span className="sr-only">.</span>
                    </span>
                  ))}
                </p>
              ) : null}
            </div>
          </div>
          {open ? (
            <ul role="group" className="ml-3 border-l border-slate-200 pl-2">
              {renderItems(field.children)}
            </ul>
          ) : null}
        </li>
      )
    })
  }

  return (
    <div>
      {expandable.length > 0 ? (
        <div className="mb-3 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setAll(true)}>
            Expand all
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setAll(false)}>
            Collapse all
          </Button>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <ul role="tree" aria-label={label} onKeyDown={onKeyDown} className="flex flex-col gap-0.5">
          {renderItems(fields)}
        </ul>
      ) : null}
    </div>
  )
})
