// Where a deal is handled in the app. (Its shape as the API answers it is the domain's DealView.)
export const dealHref = (dealId: string) => `/deals/${encodeURIComponent(dealId)}`
