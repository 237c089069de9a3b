// Names Indians still type for places that have been renamed (Bangalore, Bombay, Madras), or
// short names everyone uses (Vizag, Trichy), each mapped to today's official name with its source.
// The canonical city names are spelled exactly as the listings store them; state names as
// `indianStates` spells them.
import type { IndianState } from '../property/property-enums'

export type PlaceNameAlias = {
  /** What people type: 'Bangalore'. */
  readonly alias: string
  /** Today's name, as listings store it: 'Bengaluru'. */
  readonly canonical: string
  readonly kind: 'city' | 'state'
  /** Why the two are the same place: the renaming's year and authority, or the reference used. */
  readonly source: string
}

const KARNATAKA_2014 = 'Renamed 1 November 2014 by the Government of Karnataka with the approval of the Government of India, one of twelve cities renamed that day'

const city = (alias: string, canonical: string, source: string): PlaceNameAlias => ({ alias, canonical, kind: 'city', source })
const state = (alias: string, canonical: IndianState, source: string): PlaceNameAlias => ({ alias, canonical, kind: 'state', source })

export const placeNameAliases: readonly PlaceNameAlias[] = [
  // Karnataka's 2014 renamings
  city('Bangalore', 'Bengaluru', KARNATAKA_2014),
  city('Mysore', 'Mysuru', KARNATAKA_2014),
  city('Mangalore', 'Mangaluru', KARNATAKA_2014),
  city('Belgaum', 'Belagavi', KARNATAKA_2014),
  city('Hubli', 'Hubballi', KARNATAKA_2014),
  city('Gulbarga', 'Kalaburagi', KARNATAKA_2014),
  city('Bellary', 'Ballari', KARNATAKA_2014),
  city('Bijapur', 'Vijayapura', KARNATAKA_2014),
  city('Shimoga', 'Shivamogga', KARNATAKA_2014),
  city('Tumkur', 'Tumakuru', KARNATAKA_2014),
  city('Chikmagalur', 'Chikkamagaluru', KARNATAKA_2014),
  city('Hospet', 'Hosapete', KARNATAKA_2014),
  // Other renamings by state governments
  city('Gurgaon', 'Gurugram', 'Renamed 2016 by the Government of Haryana (Wikipedia: Gurgaon)'),
  city('Bombay', 'Mumbai', 'Renamed 1995 by the Government of Maharashtra (Wikipedia: Mumbai)'),
  city('New Bombay', 'Navi Mumbai', 'Planned as New Bombay; Navi Mumbai after the 1995 renaming of Bombay (Wikipedia: Navi Mumbai)'),
  city('Madras', 'Chennai', 'Renamed 1996 by the Government of Tamil Nadu (Wikipedia: Chennai)'),
  city('Calcutta', 'Kolkata', 'Renamed 2001 by the Government of West Bengal (Wikipedia: Kolkata)'),
  city('Cochin', 'Kochi', 'Renamed 1996 by the Government of Kerala (Wikipedia: Kochi)'),
  city('Trivandrum', 'Thiruvananthapuram', 'Renamed 1991 by the Government of Kerala (Wikipedia: Thiruvananthapuram)'),
  city('Pondicherry', 'Puducherry', 'Renamed 2006 by an Act of Parliament (Wikipedia: Pondicherry)'),
  city('Allahabad', 'Prayagraj', 'Renamed 2018 by the Government of Uttar Pradesh (Wikipedia: Prayagraj)'),
  city('Baroda', 'Vadodara', 'Renamed 1974 by the Government of Gujarat (Wikipedia: Vadodara)'),
  city('Benares', 'Varanasi', 'Official name Varanasi since 1956 (Wikipedia: Varanasi)'),
  city('Banaras', 'Varanasi', 'Official name Varanasi since 1956 (Wikipedia: Varanasi)'),
  // Colonial spellings
  city('Poona', 'Pune', 'Colonial spelling of Pune (Wikipedia: Pune)'),
  city('Cawnpore', 'Kanpur', 'Colonial spelling of Kanpur (Wikipedia: Kanpur)'),
  city('Simla', 'Shimla', 'Colonial spelling of Shimla (Wikipedia: Shimla)'),
  city('Calicut', 'Kozhikode', 'Colonial name of Kozhikode (Wikipedia: Kozhikode)'),
  city('Quilon', 'Kollam', 'Colonial name of Kollam (Wikipedia: Kollam)'),
  city('Alleppey', 'Alappuzha', 'Colonial name of Alappuzha (Wikipedia: Alappuzha)'),
  city('Trichur', 'Thrissur', 'Colonial name of Thrissur (Wikipedia: Thrissur)'),
  city('Palghat', 'Palakkad', 'Colonial name of Palakkad (Wikipedia: Palakkad)'),
  city('Cannanore', 'Kannur', 'Colonial name of Kannur (Wikipedia: Kannur)'),
  city('Tanjore', 'Thanjavur', 'Colonial name of Thanjavur (Wikipedia: Thanjavur)'),
  city('Trichinopoly', 'Tiruchirappalli', 'Colonial name of Tiruchirappalli (Wikipedia: Tiruchirappalli)'),
  city('Jubbulpore', 'Jabalpur', 'Colonial spelling of Jabalpur (Wikipedia: Jabalpur)'),
  city('Jullundur', 'Jalandhar', 'Colonial spelling of Jalandhar (Wikipedia: Jalandhar)'),
  city('Gauhati', 'Guwahati', 'Older spelling of Guwahati (Wikipedia: Guwahati)'),
  city('Ootacamund', 'Udhagamandalam', 'Colonial name of Udhagamandalam (Wikipedia: Ooty)'),
  // Short names and everyday names for the official one
  city('Vizag', 'Visakhapatnam', 'Common short name of Visakhapatnam (Wikipedia: Visakhapatnam)'),
  city('Vishakhapatnam', 'Visakhapatnam', 'Common spelling of Visakhapatnam (Wikipedia: Visakhapatnam)'),
  city('Trichy', 'Tiruchirappalli', 'Common short name of Tiruchirappalli (Wikipedia: Tiruchirappalli)'),
  city('Ooty', 'Udhagamandalam', 'Common short name of Udhagamandalam (Wikipedia: Ooty)'),
  city('Pondy', 'Puducherry', 'Common short name of Puducherry (Wikipedia: Pondicherry)'),
  city('Amdavad', 'Ahmedabad', 'Gujarati name of Ahmedabad (Wikipedia: Ahmedabad)'),
  city('SAS Nagar', 'Mohali', 'Sahibzada Ajit Singh Nagar, the official name of Mohali (Wikipedia: Mohali)'),
  city('Sahibzada Ajit Singh Nagar', 'Mohali', 'The official name of Mohali (Wikipedia: Mohali)'),
  city('New Delhi', 'Delhi', 'New Delhi lies within the National Capital Territory of Delhi (Wikipedia: New Delhi)'),
  // More renamings and older spellings still in use
  city('Nasik', 'Nashik', 'Older spelling of Nashik (Wikipedia: Nashik)'),
  city('Sholapur', 'Solapur', 'Older spelling of Solapur (Wikipedia: Solapur)'),
  city('Panjim', 'Panaji', 'Portuguese-era name of Panaji (Wikipedia: Panaji)'),
  city('Bezawada', 'Vijayawada', 'Historical name of Vijayawada (Wikipedia: Vijayawada)'),
  city('Tuticorin', 'Thoothukudi', 'Colonial name of Thoothukudi (Wikipedia: Thoothukudi)'),
  city('Rajahmundry', 'Rajamahendravaram', 'Renamed 2015 by the Government of Andhra Pradesh (Wikipedia: Rajahmundry)'),
  city('Hoshangabad', 'Narmadapuram', 'Renamed 2022 by the Government of Madhya Pradesh with the approval of the Government of India (Wikipedia: Narmadapuram)'),
  // States
  state('Orissa', 'Odisha', 'Renamed 2011 by the Orissa (Alteration of Name) Act, 2011, Parliament of India (Wikipedia: Odisha)'),
  state('Uttaranchal', 'Uttarakhand', 'Renamed 2007 (Wikipedia: Uttarakhand)'),
]

/**
 * The key two spellings of one name share: letters and digits only, lower case, accents removed
 * ('Bengalūru', ' bengaluru ', 'BENGA-LURU' all give 'bengaluru'). The same in SQL, for names
 * that are plain ASCII as the listings store them: `regexp_replace(lower(name), '[^a-z0-9]', '', 'g')`.
 */
export function placeNameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

// The lookups below are worked out once: a search filtered by city asks for a name's spellings on
// every request, and each key is a Unicode normalization.
const aliasByKey: ReadonlyMap<string, PlaceNameAlias> = new Map(placeNameAliases.map((entry) => [placeNameKey(entry.alias), entry]))
const canonicalByKey: ReadonlyMap<string, string> = new Map(placeNameAliases.map((entry) => [placeNameKey(entry.canonical), entry.canonical]))
/** Each today's name's old and short names, in list order, by the key of today's name. */
const oldNamesByKey: ReadonlyMap<string, readonly string[]> = placeNameAliases.reduce((byKey, entry) => {
  const key = placeNameKey(entry.canonical)
  return byKey.set(key, [...(byKey.get(key) ?? []), entry.alias])
}, new Map<string, readonly string[]>())
const aliasKeys = placeNameAliases.map((entry) => ({ key: placeNameKey(entry.alias), canonical: entry.canonical }))

/** The alias entry for a name people still use ('bombay' → Bombay → Mumbai), or undefined. */
export function findPlaceNameAlias(text: string): PlaceNameAlias | undefined {
  return aliasByKey.get(placeNameKey(text))
}

/**
 * Today's name for a typed place: 'Bangalore', ' bangalore ', 'BANGALORE' → 'Bengaluru'; a
 * today's name in any case → its proper spelling ('bengaluru' → 'Bengaluru'); any other text is
 * returned trimmed with its inner spaces collapsed, for the search to match as typed.
 */
export function resolvePlaceName(text: string): string {
  const key = placeNameKey(text)
  return aliasByKey.get(key)?.canonical ?? canonicalByKey.get(key) ?? text.trim().replace(/\s+/g, ' ')
}

/**
 * Today's names whose old or short name starts with what has been typed so far, for suggestions:
 * 'Bang' → ['Bengaluru'], 'Bom' → ['Mumbai']. Needs two letters; each name once, in list order.
 */
export function placeNamesForAliasPrefix(prefix: string): string[] {
  const key = placeNameKey(prefix)
  if (key.length < 2) return []
  const names = aliasKeys.filter((entry) => entry.key.startsWith(key)).map((entry) => entry.canonical)
  return [...new Set(names)]
}

/**
 * A place name as the suggestions match it, word by word: letters and digits in lower case,
 * accents removed, every other run of characters one space ('T. Nagar' → 't nagar', ' Bengalūru '
 * → 'bengaluru'). The same in SQL, for names that are plain ASCII as the listings store them:
 * `btrim(regexp_replace(lower(name), '[^a-z0-9]+', ' ', 'g'))`.
 */
export function placeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/**
 * Every spelling listings may store for the place typed, today's name first, then its old and
 * short names: 'Bangalore' and 'bengaluru' → ['Bengaluru', 'Bangalore']; any other name → itself,
 * as resolvePlaceName gives it ('Whitefield' → ['Whitefield']). A listing placed from the map
 * may carry the older name (the offline geocoder says 'Gurgaon'), so a filter on the place
 * matches all of them.
 */
export function placeNameSpellings(text: string): string[] {
  const canonical = resolvePlaceName(text)
  return [canonical, ...(oldNamesByKey.get(placeNameKey(canonical)) ?? [])]
}
