import { describe, expect, it } from 'vitest'
import { indianStates } from '../property/property-enums'
import { findPlaceNameAlias, placeNameAliases, placeNameKey, placeNameSpellings, placeNamesForAliasPrefix, placeSearchText, resolvePlaceName } from './place-names'

// The demo data's city names (apps/server/src/db/seed/cities.ts) that have an older or short name:
// the canonical names must be spelled exactly as the listings store them, or the search finds nothing.
const seededCitiesWithAliases = ['Bengaluru', 'Gurugram', 'Mumbai', 'Chennai', 'Kolkata', 'Pune', 'Kochi', 'Delhi', 'Mohali', 'Ahmedabad', 'Jalandhar']

describe('placeNameKey', () => {
  it.each([
    ['Bengaluru', 'bengaluru'],
    ['  BENGALURU ', 'bengaluru'],
    ['Bengalūru', 'bengaluru'],
    ['Benga-luru', 'bengaluru'],
    ['Navi Mumbai', 'navimumbai'],
    ['navi  mumbai', 'navimumbai'],
    ['S.A.S. Nagar', 'sasnagar'],
    ['Sector 70', 'sector70'],
    ['Thiruvanantha\u0301puram', 'thiruvananthapuram'],
    ['', ''],
  ])('%j → %j', (text, key) => {
    expect(placeNameKey(text)).toBe(key)
  })
})

describe('resolvePlaceName: the names people still use', () => {
  it.each([
    ['Bangalore', 'Bengaluru'],
    ['Gurgaon', 'Gurugram'],
    ['Bombay', 'Mumbai'],
    ['Madras', 'Chennai'],
    ['Calcutta', 'Kolkata'],
    ['Poona', 'Pune'],
    ['Baroda', 'Vadodara'],
    ['Trivandrum', 'Thiruvananthapuram'],
    ['Mysore', 'Mysuru'],
    ['Vizag', 'Visakhapatnam'],
    ['Visakhapatnam', 'Visakhapatnam'],
    ['Vishakhapatnam', 'Visakhapatnam'],
    ['Mangalore', 'Mangaluru'],
    ['Belgaum', 'Belagavi'],
    ['Cochin', 'Kochi'],
    ['Calicut', 'Kozhikode'],
    ['Pondicherry', 'Puducherry'],
    ['Benares', 'Varanasi'],
    ['Banaras', 'Varanasi'],
    ['Allahabad', 'Prayagraj'],
    ['Cawnpore', 'Kanpur'],
    ['Simla', 'Shimla'],
    ['Orissa', 'Odisha'],
    ['Hubli', 'Hubballi'],
    ['Gulbarga', 'Kalaburagi'],
    ['Trichy', 'Tiruchirappalli'],
    ['New Bombay', 'Navi Mumbai'],
    ['SAS Nagar', 'Mohali'],
    ['New Delhi', 'Delhi'],
    ['Nasik', 'Nashik'],
    ['Sholapur', 'Solapur'],
    ['Panjim', 'Panaji'],
    ['Bezawada', 'Vijayawada'],
    ['Tuticorin', 'Thoothukudi'],
    ['Rajahmundry', 'Rajamahendravaram'],
    ['Hoshangabad', 'Narmadapuram'],
  ])('%s → %s', (typed, canonical) => {
    expect(resolvePlaceName(typed)).toBe(canonical)
  })

  it('ignores case, spaces, punctuation and accents', () => {
    for (const typed of ['bangalore', 'BANGALORE', '  Bangalore  ', 'Banga lore', 'Bangalóre']) {
      expect(resolvePlaceName(typed)).toBe('Bengaluru')
    }
    expect(resolvePlaceName('new   bombay')).toBe('Navi Mumbai')
    expect(resolvePlaceName('NewBombay')).toBe('Navi Mumbai')
    expect(resolvePlaceName('s.a.s. nagar')).toBe('Mohali')
  })

  it("gives today's name its proper spelling however it was typed", () => {
    expect(resolvePlaceName('bengaluru')).toBe('Bengaluru')
    expect(resolvePlaceName('  GURUGRAM ')).toBe('Gurugram')
    expect(resolvePlaceName('navi mumbai')).toBe('Navi Mumbai')
  })

  it('returns any other name as typed, trimmed and with single spaces', () => {
    expect(resolvePlaceName('  Whitefield ')).toBe('Whitefield')
    expect(resolvePlaceName('Sector   70')).toBe('Sector 70')
    expect(resolvePlaceName('Hyderabad')).toBe('Hyderabad')
    expect(resolvePlaceName('')).toBe('')
  })

  it('does not take a part of a name for the whole', () => {
    expect(findPlaceNameAlias('Bang')).toBeUndefined()
    expect(findPlaceNameAlias('Bombay Central')).toBeUndefined()
    expect(resolvePlaceName('Bombay Central')).toBe('Bombay Central')
  })

  it('tells the source of each mapping', () => {
    expect(findPlaceNameAlias('gurgaon')).toEqual({
      alias: 'Gurgaon',
      canonical: 'Gurugram',
      kind: 'city',
      source: 'Renamed 2016 by the Government of Haryana (Wikipedia: Gurgaon)',
    })
    expect(findPlaceNameAlias('Orissa')?.kind).toBe('state')
  })
})

describe('placeNameAliases', () => {
  it('has one entry per spelling, and no old name that is also a name of today', () => {
    const aliasKeys = placeNameAliases.map((entry) => placeNameKey(entry.alias))
    expect(new Set(aliasKeys).size).toBe(aliasKeys.length)
    const canonicalKeys = new Set(placeNameAliases.map((entry) => placeNameKey(entry.canonical)))
    expect(aliasKeys.filter((key) => canonicalKeys.has(key))).toEqual([])
  })

  it('says where every mapping comes from', () => {
    for (const entry of placeNameAliases) {
      expect(entry.source, entry.alias).toMatch(/\S{3,}/)
      expect(entry.alias.trim(), entry.alias).toBe(entry.alias)
      expect(entry.canonical.trim(), entry.canonical).toBe(entry.canonical)
    }
  })

  it("spells states as the property form lists them and the demo's cities as the listings store them", () => {
    for (const entry of placeNameAliases.filter((e) => e.kind === 'state')) {
      expect(indianStates).toContain(entry.canonical)
    }
    const cityCanonicals = new Set(placeNameAliases.filter((e) => e.kind === 'city').map((e) => e.canonical))
    for (const name of seededCitiesWithAliases) expect(cityCanonicals, name).toContain(name)
  })
})

describe('placeNamesForAliasPrefix: suggestions while typing', () => {
  it("finds today's name from the start of an old one", () => {
    expect(placeNamesForAliasPrefix('Bang')).toEqual(['Bengaluru'])
    expect(placeNamesForAliasPrefix('bom')).toEqual(['Mumbai'])
    expect(placeNamesForAliasPrefix('Gurg')).toEqual(['Gurugram'])
    expect(placeNamesForAliasPrefix('new b')).toEqual(['Navi Mumbai'])
  })

  it('lists each name once, even when two old names lead to it', () => {
    expect(placeNamesForAliasPrefix('Ba')).toEqual(['Bengaluru', 'Vadodara', 'Varanasi'])
    expect(placeNamesForAliasPrefix('Trich')).toEqual(['Thrissur', 'Tiruchirappalli'])
    expect(placeNamesForAliasPrefix('sa')).toEqual(['Mohali'])
  })

  it('waits for two letters and finds nothing for a name of today', () => {
    expect(placeNamesForAliasPrefix('B')).toEqual([])
    expect(placeNamesForAliasPrefix(' ')).toEqual([])
    expect(placeNamesForAliasPrefix('Mumb')).toEqual([])
  })
})


describe('placeSearchText: what the suggestions match, word by word', () => {
  it.each([
    ['Whitefield', 'whitefield'],
    ['  T. Nagar ', 't nagar'],
    ['Bengalūru', 'bengaluru'],
    ['Phase 3B2', 'phase 3b2'],
    ['C-Scheme', 'c scheme'],
    ['Whitefield, Bengaluru', 'whitefield bengaluru'],
    ['%_', ''],
    ['', ''],
  ])('%j → %j', (text, search) => {
    expect(placeSearchText(text)).toBe(search)
  })
})

describe('placeNameSpellings: every name a filter on a place matches', () => {
  it("gives today's name first, then its old and short names, however it was typed", () => {
    expect(placeNameSpellings('Bangalore')).toEqual(['Bengaluru', 'Bangalore'])
    expect(placeNameSpellings('bengaluru')).toEqual(['Bengaluru', 'Bangalore'])
    expect(placeNameSpellings('GURGAON')).toEqual(['Gurugram', 'Gurgaon'])
    expect(placeNameSpellings('Vizag')).toEqual(['Visakhapatnam', 'Vizag', 'Vishakhapatnam'])
    expect(placeNameSpellings('Mohali')).toEqual(['Mohali', 'SAS Nagar', 'Sahibzada Ajit Singh Nagar'])
  })

  it('keeps two cities apart even when one was named after the other', () => {
    expect(placeNameSpellings('Bombay')).toEqual(['Mumbai', 'Bombay'])
    expect(placeNameSpellings('New Bombay')).toEqual(['Navi Mumbai', 'New Bombay'])
  })

  it('returns any other name alone, as resolvePlaceName gives it', () => {
    expect(placeNameSpellings('  Whitefield ')).toEqual(['Whitefield'])
    expect(placeNameSpellings('Hyderabad')).toEqual(['Hyderabad'])
  })
})
