// The property page Lighthouse audits is a listing with ten photos (issue #21's budget: a property
// page with 10 photos scores ≥ 90 in Lighthouse mobile). The seeded listings carry two or three
// drawn pictures, so the demo seller lists one more flat in Mohali through
// `POST /api/properties` with files, as the web form's multipart create does: ten photos of a
// phone camera's size (1920 × 1440), which the server processes as any seller's (kept within
// 1920 px at quality 0.85, about 0.5 MB each, with a 300 px thumbnail).
import sharp from 'sharp'

export const LISTING_PHOTOS = 10
const WIDTH = 1920
const HEIGHT = 1440

/** A small deterministic random source, so every run audits the same pictures. */
function randomFrom(seed) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/**
 * A photo-like JPEG: broad soft shapes of colour with fine texture over them. A flat colour would
 * compress to a few kilobytes and flatter the page; these compress as a real photo does.
 */
async function photo(index) {
  const random = randomFrom(1000 + index)
  const noise = (width, height) => Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(random() * 255)))
  const shapes = await sharp(noise(24, 18), { raw: { width: 24, height: 18, channels: 3 } }).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).raw().toBuffer()
  const fineWidth = WIDTH / 6
  const fineHeight = HEIGHT / 6
  const texture = await sharp(noise(fineWidth, fineHeight), { raw: { width: fineWidth, height: fineHeight, channels: 3 } }).resize(WIDTH, HEIGHT).blur(1.5).png().toBuffer()
  return sharp(shapes, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).composite([{ input: texture, blend: 'soft-light' }]).jpeg({ quality: 90 }).toBuffer()
}

/** Lists the flat with its photos as the seller (`token`); answers its id once it is public. */
export async function createListingWithPhotos(url, token) {
  const form = new FormData()
  form.append(
    'property',
    JSON.stringify({
      basicInfo: { title: '3 BHK flat with ten photos, Sector 70, Mohali', type: 'residential', subType: 'apartment', status: 'active', listingType: 'sale' },
      location: { address: { line1: 'Flat 904, Tower C', locality: 'Sector 70', city: 'Mohali', state: 'Punjab', postalCode: '160071' } },
      financial: { pricing: { totalPrice: 9_200_000 } },
      specifications: { area: { total: 1750, unit: 'sqft' }, rooms: { bedrooms: 3, bathrooms: 3 } },
      amenities: ['parking', 'lift'],
    }),
  )
  for (let index = 0; index < LISTING_PHOTOS; index += 1) form.append('files', new Blob([await photo(index)], { type: 'image/jpeg' }), `room-${index + 1}.jpg`)
  const response = await fetch(`${url}/api/properties`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
  const body = await response.json()
  if (response.status !== 201) throw new Error(`listing with photos: ${response.status} ${body.message ?? ''}`)
  const images = body.property.media.filter((item) => item.mediaType === 'images')
  if (images.length !== LISTING_PHOTOS) throw new Error(`listing with photos: ${images.length} photos kept, not ${LISTING_PHOTOS}`)
  const check = await fetch(`${url}/api/properties/public/${body.property.id}`)
  if (!check.ok) throw new Error(`listing with photos is not public: ${check.status}`)
  return body.property.id
}
