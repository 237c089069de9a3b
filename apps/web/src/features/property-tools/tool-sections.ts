// The sections of the property tools page, chosen by `?section=`. Only sections that work are
// listed; rentals, proposals and visits join this list with their features.

export const toolSections = [
  { id: 'edit-property', label: 'Edit property', summary: 'Title, status, listing type and price' },
  { id: 'rentals', label: 'Rentals', summary: 'Applications to rent, and tenancies' },
  { id: 'proposals', label: 'Proposals', summary: 'Offers with counter and accept' },
  { id: 'visits', label: 'Visits', summary: 'Visit calendar: confirm, reschedule, mark done' },
  { id: 'inquiries', label: 'Inquiries', summary: "Buyers' questions and your answers" },
  { id: 'bids', label: 'Bids', summary: 'Open bidding, follow it, reject bids' },
] as const

export type ToolSection = (typeof toolSections)[number]
export type ToolSectionId = ToolSection['id']

export const DEFAULT_TOOL_SECTION: ToolSectionId = 'edit-property'

/** The section a `?section=` value names; the first section for a missing or unknown one. */
export function toolSectionFor(value: string | null | undefined): ToolSection {
  return toolSections.find((section) => section.id === value) ?? toolSections[0]
}

/** `/x/tools/edit` -> `/x/tools?section=edit-property`: the page a tools shortcut opens. */
export function toolSectionHref(shortcutPath: string, section: ToolSectionId): string {
  const toolsPath = shortcutPath.replace(/\/+$/, '').replace(/\/[^/]+$/, '')
  return `${toolsPath}?section=${section}`
}
