// The home search's place field: an ARIA combobox (WAI-ARIA APG, list autocomplete) that
// suggests cities and localities with their listing counts as the buyer types. It carries the
// form's `city` and `locality` fields: a chosen place fills both and submits the form, so the
// search's address gets them; text typed without choosing searches as the city.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import type { ListingType, PlaceSuggestion } from '@vishwas/domain'
import { plural } from '../../../lib/format'
import { useIsHydrated } from '../../../lib/use-is-hydrated'
import { usePlaceSuggestions } from '../api/get-place-suggestions'
import { useDebouncedValue } from '../hooks/use-debounced-value'

export interface ChosenPlace {
  city: string
  locality?: string
}

export interface PlaceComboboxProps {
  id: string
  /** The place in the search now (from the address). */
  city?: string
  locality?: string
  /** Count only listings of this kind in the suggestions. */
  listingType?: ListingType
  /** Called with a chosen place; without it, choosing submits the form the field is in. */
  onChoose?: (place: ChosenPlace) => void
}

const TYPING_PAUSE_MS = 150

const textOf = (city?: string, locality?: string) => (city && locality ? `${locality}, ${city}` : (city ?? ''))

export function PlaceCombobox({ id, city, locality, listingType, onChoose }: PlaceComboboxProps) {
  const [text, setText] = useState(() => textOf(city, locality))
  // Drawn by the server, the field takes no typing until the browser has taken the page over (what was typed before would be lost).
  const isHydrated = useIsHydrated()
  const [chosen, setChosen] = useState<ChosenPlace | undefined>(() => (city ? { city, ...(locality ? { locality } : {}) } : undefined))
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const inputRef = useRef<HTMLInputElement>(null)
  const listboxId = useId()
  const optionId = (index: number) => `${listboxId}-option-${index}`

  const typed = useDebouncedValue(text.trim(), TYPING_PAUSE_MS)
  const { data, isError, isFetching } = usePlaceSuggestions({ q: typed, ...(listingType ? { listingType } : {}) })
  const places: PlaceSuggestion[] = typed !== '' && data ? data : []
  const expanded = open && places.length > 0

  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
  })

  const choose = (place: PlaceSuggestion) => {
    const next: ChosenPlace = { city: place.city, ...(place.locality ? { locality: place.locality } : {}) }
    // The hidden fields must hold the place before the form reads them.
    flushSync(() => {
      setText(textOf(next.city, next.locality))
      setChosen(next)
      setOpen(false)
      setActive(-1)
    })
    if (onChoose) onChoose(next)
    else inputRef.current?.form?.requestSubmit()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = places.length - 1
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!expanded) {
          setOpen(true)
          setActive(event.altKey ? -1 : 0)
        } else if (!event.altKey) setActive(active >= last ? 0 : active + 1)
        break
      case 'ArrowUp':
        event.preventDefault()
        if (!expanded) {
          setOpen(true)
          setActive(last)
        } else setActive(active <= 0 ? last : active - 1)
        break
      case 'Enter': {
        const place = expanded && active >= 0 ? places[active] : undefined
        if (place) {
          event.preventDefault()
          choose(place)
        } else setOpen(false)
        break
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        } else if (text !== '') {
          event.preventDefault()
          setText('')
          setChosen(undefined)
        }
        break
      case 'Tab':
        setOpen(false)
        break
    }
  }

  const status = !open || typed === '' ? '' : isError ? 'Suggestions are unavailable; search by the name as typed.' : isFetching && !data ? '' : places.length > 0 ? `${plural(places.length, 'place')} found. Use the up and down arrows to choose.` : 'No places match.'

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        City or locality
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={text}
        readOnly={!isHydrated}
        placeholder="e.g. Whitefield or Bangalore"
        onChange={(event) => {
          setText(event.target.value)
          setChosen(undefined)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false)
          setActive(-1)
        }}
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400"
      />
      <input type="hidden" name="city" value={chosen?.city ?? text.trim()} />
      <input type="hidden" name="locality" value={chosen?.locality ?? ''} />
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Places"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
      >
        {places.map((place, index) => (
          <li
            key={`${place.city}|${place.state}|${place.locality ?? ''}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // One name however the browser joins the parts: 'Whitefield, Bengaluru, 14 listings'.
            aria-label={`${place.label}, ${plural(place.count, 'listing')}`}
            // Keep the focus in the field: a click chooses without blurring it first.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => choose(place)}
            className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${index === active ? 'bg-teal-50 text-teal-950' : 'text-slate-900'}`}
          >
            <span className="min-w-0 wrap-anywhere">{place.label}</span>
            <span className="shrink-0 text-slate-600 tabular-nums">· {place.count}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  )
}
