// RERA agent registration numbers (RERA Act 2016, s. 9: every agent quotes the number their
// state's authority issued). Where we know the state's published format we check it; elsewhere
// the general shape of a RERA number. Input is forgiving: case, runs of spaces and spaces around
// separators do not matter; the stored number is the normalised one.
import { Result } from '../result'

export const reraMessages = {
  numberRequired: 'Enter your RERA agent registration number',
  stateRequired: 'Choose the state that issued your RERA registration',
  invalidForState: (state: string, example: string) => `This is not a ${state} RERA agent registration number (it looks like ${example})`,
  invalidGeneral: 'This is not a RERA registration number: use the letters, digits, / and - printed on your certificate',
} as const

type StateFormat = { pattern: RegExp; example: string; compact: boolean }

/**
 * Known agent-number formats by state, upper-cased. `compact`: the number has no spaces at all
 * (spaces typed into it are dropped); otherwise spaces inside names are kept, single.
 *
 * Each pattern is the authority's register as agents print their numbers; the numbers quoted are
 * ones registered agents publish on their own sites and letterheads, and each passes its pattern
 * (rera.test.ts holds them).
 */
export const reraAgentFormats: Readonly<Record<string, StateFormat>> = {
  // MahaRERA (maharera.maharashtra.gov.in, agent register): 'A' and 11 digits, the first three
  // the region and year of the series: A51700001835, A51800046187.
  Maharashtra: { pattern: /^A5\d{10}$/, example: 'A51700012345', compact: true },
  // K-RERA (rera.karnataka.gov.in, registered agents): PRM/KA/RERA/<district code>/<taluk code>/AG/<yymmdd>/<serial>:
  // PRM/KA/RERA/1251/310/AG/220726/003048, PRM/KA/RERA/1251/446/AG/220927/003103.
  Karnataka: { pattern: /^PRM\/KA\/RERA\/\d{4}\/\d{3}\/AG\/\d{6}\/\d{6}$/, example: 'PRM/KA/RERA/1251/310/AG/180524/001735', compact: true },
  // GujRERA (gujrera.gujarat.gov.in, agent registration certificate): AG/GJ/<district>/<taluka>/[<authority>/]AA<5 digits>/<ddmmyy>,
  // a renewed registration ending R1, R2...: AG/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/AA00842/160429R2, AG/GJ/AHMEDABAD/AHMEDABAD CITY/AA06870/170831R1.
  Gujarat: {
    pattern: /^AG\/GJ\/[A-Z]+(?: [A-Z]+)*\/[A-Z]+(?: [A-Z]+)*\/(?:[A-Z]+(?: [A-Z]+)*\/)?AA\d{5}\/\d{6}(?:R\d{1,2})?$/,
    example: 'AG/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/AA01234/150528',
    compact: false,
  },
  // HRERA (haryanarera.gov.in, Panchkula and Gurugram benches, agent register): HRERA-PKL-REA-<n>-<year>
  // or (H)RERA-GGM-REA-<n>-<year>: HRERA-PKL-REA-1578-2023.
  Haryana: { pattern: /^H?RERA-(?:PKL|GGM)-REA-\d{1,5}-20\d{2}$/, example: 'HRERA-PKL-REA-275-2019', compact: true },
  // Punjab RERA (rera.punjab.gov.in, registered agents): PBRERA-<district code><nn>-REA<4 digits>, agents from
  // outside the state under OTH00 or OTHER: PBRERA-CHD04-REA0254, PBRERA-OTH00-REA0032, PBRERA-OTHER-REA0003.
  Punjab: { pattern: /^PBRERA-(?:[A-Z]{3}\d{2}|OTHER)-REA\d{4}$/, example: 'PBRERA-SAS80-REA0123', compact: true },
  // UP RERA (up-rera.in, agent search): UPRERAAGT and a serial of five digits (UPRERAAGT10202, UPRERAAGT25838);
  // certificates of the newer portal add the date of grant, ddmmyyyy: UPRERAAGT0000827072025.
  'Uttar Pradesh': { pattern: /^UPRERAAGT\d{5}(?:[0-3]\d[01]\d20\d{2})?$/, example: 'UPRERAAGT10202', compact: true },
  // TNRERA (rera.tn.gov.in, registered agents by year): TN/Agent/<serial>/<year>: TN/AGENT/0087/2023, TN/AGENT/0142/2021.
  'Tamil Nadu': { pattern: /^TN\/AGENT\/\d{4}\/20\d{2}$/, example: 'TN/Agent/0052/2022', compact: true },
  // TG RERA (rera.telangana.gov.in, agent search): 'A0' and 10 digits, the series then the serial (its
  // projects are P0 and 10 digits): A02400003455.
  Telangana: { pattern: /^A0\d{10}$/, example: 'A02500001234', compact: true },
}

/** Any other state: letters and digits with / - ( ) and single spaces, 6 to 60 long, at least four digits. */
const GENERAL_RERA = /^(?=(?:\D*\d){4})[A-Z0-9](?:[A-Z0-9/()-]| (?! ))*[A-Z0-9)]$/

/** Upper-cased, single spaces, no spaces around / and -, and none at all where the state's numbers have none. */
export function normaliseReraNumber(input: string, state?: string): string {
  const upper = input.trim().toUpperCase().replace(/\s+/g, ' ').replace(/ ?([/-]) ?/g, '$1')
  const format = state ? reraAgentFormats[state] : undefined
  return format?.compact ? upper.replace(/ /g, '') : upper
}

/** The normalised number when it fits the state's format (or the general one), else the message to show. */
export function checkReraAgentNumber(input: { number: string; state: string }): Result<string, string> {
  const state = input.state.trim()
  if (!state) return Result.err(reraMessages.stateRequired)
  if (!input.number.trim()) return Result.err(reraMessages.numberRequired)
  const number = normaliseReraNumber(input.number, state)
  const format = reraAgentFormats[state]
  if (format) return format.pattern.test(number) ? Result.ok(number) : Result.err(reraMessages.invalidForState(state, format.example))
  return number.length >= 6 && number.length <= 60 && GENERAL_RERA.test(number) ? Result.ok(number) : Result.err(reraMessages.invalidGeneral)
}
