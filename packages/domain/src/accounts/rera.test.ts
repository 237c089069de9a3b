import { describe, expect, it } from 'vitest'
import { checkReraAgentNumber, normaliseReraNumber, reraAgentFormats, reraMessages } from './rera'

const valid: [string, string, string][] = [
  ['Maharashtra', 'A51700001835', 'A51700001835'],
  ['Maharashtra', ' a517 0001 2345 ', 'A51700012345'],
  ['Karnataka', 'PRM/KA/RERA/1251/310/AG/180524/001735', 'PRM/KA/RERA/1251/310/AG/180524/001735'],
  ['Karnataka', 'prm / ka / rera/1251/309/ag/171205/000123', 'PRM/KA/RERA/1251/309/AG/171205/000123'],
  ['Gujarat', 'AG/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/AA01234/150528', 'AG/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/AA01234/150528'],
  ['Gujarat', 'ag/gj/surat/surat  city/aa00456/010127', 'AG/GJ/SURAT/SURAT CITY/AA00456/010127'],
  ['Haryana', 'HRERA-PKL-REA-275-2019', 'HRERA-PKL-REA-275-2019'],
  ['Haryana', 'rera - ggm - rea - 1042 - 2023', 'RERA-GGM-REA-1042-2023'],
  ['Punjab', 'PBRERA-SAS80-REA0123', 'PBRERA-SAS80-REA0123'],
  ['Uttar Pradesh', 'UPRERAAGT10202', 'UPRERAAGT10202'],
  ['Uttar Pradesh', 'uprera agt 12345', 'UPRERAAGT12345'],
  ['Tamil Nadu', 'TN/Agent/0052/2022', 'TN/AGENT/0052/2022'],
  ['Telangana', 'A02500001234', 'A02500001234'],
  // Numbers registered agents publish, one or two per state.
  ['Maharashtra', 'A51800046187', 'A51800046187'],
  ['Karnataka', 'PRM/KA/RERA/1251/310/AG/220726/003048', 'PRM/KA/RERA/1251/310/AG/220726/003048'],
  ['Karnataka', 'PRM/KA/RERA/1251/446/AG/220927/003103', 'PRM/KA/RERA/1251/446/AG/220927/003103'],
  ['Gujarat', 'AG/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/AA00842/160429R2', 'AG/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/AA00842/160429R2'],
  ['Gujarat', 'AG/GJ/AHMEDABAD/AHMEDABAD CITY/AA06870/170831R1', 'AG/GJ/AHMEDABAD/AHMEDABAD CITY/AA06870/170831R1'],
  ['Haryana', 'HRERA-PKL-REA-1578-2023', 'HRERA-PKL-REA-1578-2023'],
  ['Punjab', 'PBRERA-CHD04-REA0254', 'PBRERA-CHD04-REA0254'],
  ['Punjab', 'PBRERA-OTH00-REA0032', 'PBRERA-OTH00-REA0032'],
  ['Punjab', 'PBRERA-OTHER-REA0003', 'PBRERA-OTHER-REA0003'],
  ['Uttar Pradesh', 'UPRERAAGT25838', 'UPRERAAGT25838'],
  ['Uttar Pradesh', 'UPRERAAGT0000827072025', 'UPRERAAGT0000827072025'],
  ['Tamil Nadu', 'TN/AGENT/0087/2023', 'TN/AGENT/0087/2023'],
  ['Telangana', 'A02400003455', 'A02400003455'],
  ['Kerala', 'K-RERA/AG/0123/2021', 'K-RERA/AG/0123/2021'],
  ['West Bengal', 'wbrera/a/kol/2023/000321', 'WBRERA/A/KOL/2023/000321'],
]

const invalid: [string, string][] = [
  ['Maharashtra', 'A5170000183'], // one digit short
  ['Maharashtra', 'P51700001835'], // a MahaRERA project number, not an agent's
  ['Karnataka', 'PRM/KA/RERA/1251/310/PR/180524/001735'], // PR: a project
  ['Gujarat', 'PR/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/RAA01234/150528'], // a project
  ['Haryana', 'HRERA-PKL-123-2019'],
  ['Punjab', 'PBRERA-SAS80-PR0123'],
  ['Uttar Pradesh', 'UPRERAPRJ10202'], // a project
  ['Tamil Nadu', 'TN/29/Building/0123/2022'],
  ['Telangana', 'P02400001234'],
  ['Gujarat', 'AG/GJ/AHMEDABAD/AHMEDABAD CITY/AA06870/170831X1'],
  ['Uttar Pradesh', 'UPRERAAGT000084'], // neither a five-digit serial nor one with its date
  ['Punjab', 'PBRERA-OTHERS-REA0003'],
]

describe('RERA agent registration numbers', () => {
  it.each(valid)('accepts a %s number %j, normalised', (state, number, normalised) => {
    expect(checkReraAgentNumber({ number, state })).toEqual({ ok: true, value: normalised })
  })

  it.each(invalid)('refuses %s %j, naming the state and an example', (state, number) => {
    expect(checkReraAgentNumber({ number, state })).toEqual({ ok: false, error: reraMessages.invalidForState(state, reraAgentFormats[state]!.example) })
  })

  it('knows at least the eight states of the issue, each with an example that passes its own pattern', () => {
    for (const state of ['Maharashtra', 'Karnataka', 'Gujarat', 'Haryana', 'Punjab', 'Uttar Pradesh', 'Tamil Nadu', 'Telangana']) {
      const format = reraAgentFormats[state]!
      expect(format.pattern.test(normaliseReraNumber(format.example, state))).toBe(true)
    }
    expect(reraMessages.invalidForState('Maharashtra', 'A51700012345')).toBe('This is not a Maharashtra RERA agent registration number (it looks like A51700012345)')
  })

  it('falls back to the general shape elsewhere and says what is missing', () => {
    expect(checkReraAgentNumber({ number: 'hello', state: 'Kerala' })).toEqual({ ok: false, error: reraMessages.invalidGeneral })
    expect(checkReraAgentNumber({ number: 'AB/12<script>34', state: 'Goa' })).toEqual({ ok: false, error: reraMessages.invalidGeneral })
    expect(checkReraAgentNumber({ number: '  ', state: 'Goa' })).toEqual({ ok: false, error: 'Enter your RERA agent registration number' })
    expect(checkReraAgentNumber({ number: 'A51700001835', state: '' })).toEqual({ ok: false, error: 'Choose the state that issued your RERA registration' })
  })
})
