// Where the deal an accepted offer opened is handled in the app. (An offer's shape as the API
// answers it is the domain's ProposalView.)
export const dealHref = (dealId: string) => `/deals/${encodeURIComponent(dealId)}`
