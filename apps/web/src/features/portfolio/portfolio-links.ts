// Where the portfolio links to: the seller's pages of one property, and the form for a new one.

/** SPEC §2: Add New Property (sellers only). */
export const addPropertyHref = '/seller/property/create'

const property = (id: string) => `/seller/properties/${encodeURIComponent(id)}`

export const sellerPropertyHref = (id: string) => property(id)
export const sellerPropertyEditHref = (id: string) => `${property(id)}/edit`
export const sellerPropertyToolsHref = (id: string) => `${property(id)}/tools`
