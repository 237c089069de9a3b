// Drawn pictures of the demo listings (no stock photos): a street view of the kind of property
// (a tower, a house, an office, a shop, a shed, an open plot, a field) under one of a few skies,
// a site plan of the plot with its boundary pegs, and a floor plan by the number of bedrooms.
// Plain SVG, rendered by sharp when the demo data is seeded.
import type { PropertySubType } from '@vishwas/domain'

export const ILLUSTRATION_WIDTH = 1280
export const ILLUSTRATION_HEIGHT = 960

export type Scene = 'tower' | 'house' | 'office' | 'shop' | 'shed' | 'plot' | 'field'
export type Palette = { sky: [string, string]; sun: string; ground: string; wall: string; roof: string; trim: string }

export const palettes: readonly Palette[] = [
  { sky: ['#7cc4f2', '#dff1fb'], sun: '#ffd45c', ground: '#8fbf6a', wall: '#f1dcc0', roof: '#b5523b', trim: '#5d4037' },
  { sky: ['#f6a96b', '#fde3c2'], sun: '#ff8a3d', ground: '#a3b86c', wall: '#e8e2d6', roof: '#6d5a8c', trim: '#3e3a4f' },
  { sky: ['#9ad0c2', '#eaf6f2'], sun: '#fff1a8', ground: '#7fae7a', wall: '#f6e7a6', roof: '#2f6f73', trim: '#264653' },
]

export const sceneOf: Readonly<Record<PropertySubType, Scene>> = {
  apartment: 'tower', penthouse: 'tower', studio: 'tower',
  'independent-house': 'house', villa: 'house', 'builder-floor': 'house', 'row-house': 'house', farmhouse: 'house',
  office: 'office', 'co-working': 'office',
  shop: 'shop', showroom: 'shop',
  warehouse: 'shed', factory: 'shed', 'industrial-shed': 'shed',
  plot: 'plot',
  farmland: 'field', orchard: 'field',
}

const W = ILLUSTRATION_WIDTH
const H = ILLUSTRATION_HEIGHT
const HORIZON = 640

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`

function windows(x: number, y: number, columns: number, rows: number, size: number, gap: number, fill: string): string {
  let out = ''
  for (let r = 0; r < rows; r++) for (let c = 0; c < columns; c++) out += `<rect x="${x + c * (size + gap)}" y="${y + r * (size + gap)}" width="${size}" height="${size * 1.2}" rx="4" fill="${fill}"/>`
  return out
}

const tree = (x: number, y: number, scale = 1) =>
  `<rect x="${x - 8 * scale}" y="${y - 60 * scale}" width="${16 * scale}" height="${60 * scale}" fill="#6b4f3a"/><circle cx="${x}" cy="${y - 90 * scale}" r="${55 * scale}" fill="#4f8a4b"/><circle cx="${x - 35 * scale}" cy="${y - 65 * scale}" r="${35 * scale}" fill="#5c9a55"/>`

function building(scene: Scene, p: Palette): string {
  switch (scene) {
    case 'tower':
      return `<rect x="430" y="150" width="420" height="${HORIZON - 150}" fill="${p.wall}" stroke="${p.trim}" stroke-width="6"/>
        <rect x="410" y="130" width="460" height="30" fill="${p.roof}"/>${windows(465, 190, 5, 6, 48, 22, '#9fc9e6')}
        <rect x="600" y="${HORIZON - 90}" width="80" height="90" fill="${p.trim}"/>`
    case 'house':
      return `<polygon points="360,330 640,170 920,330" fill="${p.roof}"/><rect x="390" y="330" width="500" height="${HORIZON - 330}" fill="${p.wall}" stroke="${p.trim}" stroke-width="6"/>
        ${windows(430, 380, 2, 1, 90, 220, '#9fc9e6')}<rect x="595" y="${HORIZON - 170}" width="90" height="170" rx="6" fill="${p.trim}"/>
        <rect x="330" y="${HORIZON - 40}" width="620" height="40" fill="#c9b79c"/>`
    case 'office':
      return `<rect x="380" y="110" width="520" height="${HORIZON - 110}" fill="#8fb3c9" stroke="${p.trim}" stroke-width="6"/>
        ${windows(400, 130, 8, 7, 44, 18, '#cfe6f3')}<rect x="560" y="${HORIZON - 80}" width="160" height="80" fill="${p.trim}"/>`
    case 'shop':
      return `<rect x="330" y="300" width="620" height="${HORIZON - 300}" fill="${p.wall}" stroke="${p.trim}" stroke-width="6"/>
        <rect x="310" y="280" width="660" height="50" fill="${p.roof}"/>
        ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${330 + i * 103}" y="330" width="103" height="50" fill="${i % 2 ? '#ffffff' : p.roof}"/>`).join('')}
        <rect x="370" y="410" width="330" height="${HORIZON - 430}" fill="#bfe0f2"/><rect x="740" y="410" width="160" height="${HORIZON - 410}" fill="${p.trim}"/>`
    case 'shed':
      return `<polygon points="260,360 640,250 1020,360" fill="#9aa5ad"/><rect x="280" y="360" width="720" height="${HORIZON - 360}" fill="#c5ccd1" stroke="#59636b" stroke-width="6"/>
        ${[0, 1, 2].map((i) => `<rect x="${340 + i * 220}" y="${HORIZON - 200}" width="160" height="200" fill="#7b868e"/>`).join('')}`
    case 'plot':
      return `<polygon points="300,${HORIZON + 40} 980,${HORIZON + 40} 1100,${H - 60} 180,${H - 60}" fill="#d9c48f" stroke="#8d6e3f" stroke-width="6" stroke-dasharray="18 12"/>
        ${[[300, HORIZON + 40], [980, HORIZON + 40], [1100, H - 60], [180, H - 60]].map(([x, y]) => `<rect x="${(x ?? 0) - 8}" y="${(y ?? 0) - 50}" width="16" height="56" fill="#e35d3a"/>`).join('')}`
    case 'field':
      return [0, 1, 2, 3, 4].map((i) => `<path d="M0 ${HORIZON + 40 + i * 60} Q640 ${HORIZON + 10 + i * 60} ${W} ${HORIZON + 40 + i * 60}" stroke="#6f9a4f" stroke-width="14" fill="none"/>`).join('')
    default:
      return ''
  }
}

/** The street view of a scene under a palette's sky. */
export function streetView(scene: Scene, palette: Palette): string {
  return svg(`<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
    <rect width="${W}" height="${HORIZON}" fill="url(#sky)"/><circle cx="1080" cy="150" r="70" fill="${palette.sun}"/>
    <ellipse cx="250" cy="170" rx="110" ry="34" fill="#ffffff" opacity="0.8"/><ellipse cx="760" cy="100" rx="90" ry="26" fill="#ffffff" opacity="0.7"/>
    <rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="${palette.ground}"/>
    ${building(scene, palette)}${tree(200, HORIZON + 10, 1.2)}${tree(1110, HORIZON + 20)}
    <rect y="${H - 60}" width="${W}" height="60" fill="#8a8f94"/><rect x="0" y="${H - 34}" width="${W}" height="8" fill="#f4f4f4" stroke-dasharray="60 40"/>`)
}

/** The plot from above: its boundary with pegs at the corners, the road along its front, a north arrow. */
export function sitePlan(palette: Palette): string {
  const corners = [[260, 180], [1010, 140], [1060, 760], [220, 800]] as const
  return svg(`<rect width="${W}" height="${H}" fill="#eef3e6"/>
    <rect y="840" width="${W}" height="120" fill="#9aa0a6"/><rect y="895" width="${W}" height="8" fill="#ffffff"/>
    <polygon points="${corners.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${palette.ground}" fill-opacity="0.55" stroke="${palette.trim}" stroke-width="8"/>
    ${corners.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="16" fill="#e35d3a" stroke="#ffffff" stroke-width="5"/>`).join('')}
    <rect x="470" y="360" width="330" height="250" fill="${palette.wall}" stroke="${palette.trim}" stroke-width="6" stroke-dasharray="20 12"/>
    ${tree(330, 330, 0.6)}${tree(930, 660, 0.6)}
    <g transform="translate(1170 110)"><polygon points="0,-60 24,20 0,6 -24,20" fill="#264653"/><text y="58" font-family="DejaVu Sans, sans-serif" font-size="36" text-anchor="middle" fill="#264653">N</text></g>`)
}

/** A flat's floor plan with `bedrooms` bedrooms (1 to 5), a hall, a kitchen and bathrooms. */
export function floorPlan(bedrooms: number): string {
  const label = (x: number, y: number, text: string) => `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="30" text-anchor="middle" fill="#37474f">${text}</text>`
  const room = (x: number, y: number, w: number, h: number, name: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fbfaf6" stroke="#37474f" stroke-width="10"/>${label(x + w / 2, y + h / 2 + 10, name)}`
  const count = Math.max(1, Math.min(5, bedrooms))
  const width = 1120 / count
  const rooms = Array.from({ length: count }, (_, i) => room(80 + i * width, 80, width, 360, `Bedroom ${i + 1}`)).join('')
  return svg(`<rect width="${W}" height="${H}" fill="#ffffff"/>${rooms}
    ${room(80, 440, 640, 440, 'Hall')}${room(720, 440, 280, 260, 'Kitchen')}${room(1000, 440, 200, 260, 'Bath')}${room(720, 700, 480, 180, 'Balcony')}
    <path d="M 360 880 v -60 a 60 60 0 0 1 60 60" fill="none" stroke="#90a4ae" stroke-width="6"/>`)
}
