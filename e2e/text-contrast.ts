// Colour contrast of text that axe cannot decide. axe computes a ratio only when every layer
// under the text is a plain colour; over the scenery (a gradient sky, drawn hills, translucent
// surfaces) it reports the text as "incomplete" instead. Here such text is measured as painted:
// the page is screenshotted with all text made transparent, and the text's colour is compared
// with every pixel under its line boxes, as a reader scrolling the page would see it.
import type { Browser, Page } from 'playwright-core'

export interface MeasuredText {
  /** axe's selector for the element. */
  target: string
  text: string
  /**
   * The contrast between the text's colour and the pixels behind it, met by all but the lowest
   * 2 % of them: a star or a raindrop crossing a word is a speck, not the text's background.
   */
  ratio: number
  /** WCAG AA: 3 for large text (24 px, or 18.66 px bold), else 4.5. */
  required: number
}

export interface ContrastReport {
  measured: MeasuredText[]
  /** Targets never fully on screen and on top at any scroll position (should stay empty). */
  unmeasured: string[]
}

type Box = { x: number; y: number; width: number; height: number }
type Pending = { target: string; text: string; colour: [number, number, number, number]; required: number; boxes: Box[] }

const HIDE_TEXT = `*, *::before, *::after, *::placeholder, *::marker {
  color: transparent !important; -webkit-text-fill-color: transparent !important;
  text-shadow: none !important; caret-color: transparent !important; text-decoration-color: transparent !important;
}
svg text, svg tspan { fill: transparent !important; stroke: transparent !important; }`

/** Colour, size and line boxes (in document coordinates) of each target's own text. */
function describeTargets(page: Page, targets: string[]): Promise<Pending[]> {
  return page.evaluate((selectors) => {
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
    // The browser's own parser turns any CSS colour (oklch, color-mix, …) into sRGB bytes.
    const toRgba = (colour: string): [number, number, number, number] => {
      canvas.clearRect(0, 0, 1, 1)
      canvas.fillStyle = colour
      canvas.fillRect(0, 0, 1, 1)
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data
      return [r!, g!, b!, a! / 255]
    }
    const found: Pending[] = []
    for (const target of selectors) {
      const element = document.querySelector(target)
      if (!element) continue
      const style = getComputedStyle(element)
      let alpha = 1
      for (let node: Element | null = element; node; node = node.parentElement) alpha *= Number(getComputedStyle(node).opacity)
      // SVG text (a chart's labels) is painted with its fill.
      const colour = toRgba(element instanceof SVGElement ? style.fill : style.color)
      colour[3] *= alpha
      const size = parseFloat(style.fontSize)
      const isLarge = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
      const rects: DOMRect[] = []
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
        const box = element.getBoundingClientRect()
        const inset = (side: string) => parseFloat(style.getPropertyValue(`padding-${side}`)) + parseFloat(style.getPropertyValue(`border-${side}-width`))
        rects.push(new DOMRect(box.x + inset('left'), box.y + inset('top'), box.width - inset('left') - inset('right'), box.height - inset('top') - inset('bottom')))
      } else {
        for (const child of Array.from(element.childNodes)) {
          if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue
          const range = document.createRange()
          range.selectNodeContents(child)
          rects.push(...Array.from(range.getClientRects()))
        }
      }
      // A line's box can stand a pixel outside the block it is set in (a tight line-height): only
      // what lies inside that block is behind the text. Whole pixels, rounded inwards.
      let block: Element = element
      while (block.parentElement && ['inline', 'contents'].includes(getComputedStyle(block).display)) block = block.parentElement
      const inside = block.getBoundingClientRect()
      const boxes = rects
        .map((r) => {
          const [left, top] = [Math.ceil(Math.max(r.left, inside.left) + scrollX), Math.ceil(Math.max(r.top, inside.top) + scrollY)]
          const [right, bottom] = [Math.floor(Math.min(r.right, inside.right) + scrollX), Math.floor(Math.min(r.bottom, inside.bottom) + scrollY)]
          return { x: left, y: top, width: right - left, height: bottom - top }
        })
        .filter((box) => box.width >= 1 && box.height >= 1)
      if (boxes.length === 0) continue
      const text = (element instanceof HTMLInputElement ? element.value || element.placeholder : element.textContent ?? '').trim().slice(0, 60)
      found.push({ target, text, colour, required: isLarge ? 3 : 4.5, boxes })
    }
    return found
  }, targets)
}

/** The share of pixels behind a text allowed below its contrast: specks of the scenery. */
const SPECK_SHARE = 0.02

/** The contrast of `colour` over the pixels of `boxes` in a PNG (see `ratio`), computed in a blank page. */
function textContrast(decoder: Page, png: Buffer, items: { colour: number[]; boxes: Box[] }[]): Promise<number[]> {
  return decoder.evaluate(
    async ({ base64, items, SPECKS }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const context = canvas.getContext('2d', { willReadFrequently: true })!
      context.drawImage(bitmap, 0, 0)
      const channel = (c: number) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
      return items.map(({ colour: [fr, fg, fb, fa], boxes }) => {
        const ratios: number[] = []
        for (const box of boxes) {
          const data = context.getImageData(box.x, box.y, box.width, box.height).data
          for (let i = 0; i < data.length; i += 4) {
            const [br, bg, bb] = [data[i]!, data[i + 1]!, data[i + 2]!]
            // Translucent text is seen mixed with what is behind it.
            const text = luminance(fr! * fa! + br * (1 - fa!), fg! * fa! + bg * (1 - fa!), fb! * fa! + bb * (1 - fa!))
            const back = luminance(br, bg, bb)
            ratios.push((Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05))
          }
        }
        ratios.sort((a, b) => a - b)
        return Math.floor(ratios[Math.floor(ratios.length * SPECKS)]! * 100) / 100
      })
    },
    { base64: png.toString('base64'), items, SPECKS: SPECK_SHARE },
  )
}

/** Which pending texts are wholly on screen now and not under a fixed or sticky layer (the header, a menu). */
function visibleNow(page: Page, pending: Pending[]): Promise<{ index: number; scrollY: number }[]> {
  return page.evaluate((pending) => {
    const shown: { index: number; scrollY: number }[] = []
    pending.forEach(({ target, boxes }, index) => {
      const element = document.querySelector(target)
      if (!element) return
      const onTop = boxes.every((box) => {
        const [x, y] = [box.x - scrollX, box.y - scrollY]
        if (x < 0 || y < 0 || x + box.width > innerWidth || y + box.height > innerHeight) return false
        const hit = document.elementFromPoint(x + box.width / 2, y + box.height / 2)
        if (!hit) return false
        // Covered when what is on top belongs to a fixed or sticky layer the text is not in.
        for (let node: Element | null = hit; node; node = node.parentElement) {
          const { position } = getComputedStyle(node)
          if (position === 'fixed' || position === 'sticky') return node.contains(element)
        }
        return true
      })
      if (onTop) shown.push({ index, scrollY })
    })
    return shown
  }, pending)
}

/** Measures each target's text against the page as painted, scrolling through the page. */
export async function measureTextContrast(browser: Browser, page: Page, targets: string[]): Promise<ContrastReport> {
  const pending = await describeTargets(page, targets)
  const decoder = await (await browser.newContext()).newPage()
  // A constructed style sheet: the page's Content-Security-Policy refuses inline styles.
  const hide = await page.evaluateHandle((css) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    return sheet
  }, HIDE_TEXT)
  const measured: MeasuredText[] = []
  const done = new Set<number>()
  try {
    const { height, viewport } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, viewport: innerHeight }))
    // Half a screen at a time, so each line of text is wholly on screen at some stop.
    for (let y = 0; y < height; y += Math.floor(viewport / 2)) {
      await page.evaluate((top) => new Promise<void>((done) => {
        scrollTo(0, top)
        requestAnimationFrame(() => requestAnimationFrame(() => done()))
      }), y)
      // The boxes were taken from the page as it stood: a page that grew or shrank since (a section
      // loaded as it came near) would be measured at the wrong places.
      const now = await page.evaluate(() => document.documentElement.scrollHeight)
      if (now !== height) throw new Error(`the page's height changed from ${height} to ${now} px while its text was measured`)
      const shown = (await visibleNow(page, pending)).filter(({ index }) => !done.has(index))
      if (shown.length === 0) continue
      const png = await page.screenshot({ animations: 'disabled' })
      const items = shown.map(({ index, scrollY }) => ({
        colour: pending[index]!.colour,
        boxes: pending[index]!.boxes.map((box) => ({ ...box, y: box.y - scrollY })),
      }))
      const ratios = await textContrast(decoder, png, items)
      shown.forEach(({ index }, i) => {
        done.add(index)
        const { target, text, required } = pending[index]!
        measured.push({ target, text, ratio: ratios[i]!, required })
      })
    }
  } finally {
    await hide.evaluate((sheet) => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== sheet)
    })
    await page.evaluate(() => scrollTo(0, 0))
    await decoder.context().close()
  }
  return { measured, unmeasured: pending.filter((_, index) => !done.has(index)).map(({ target }) => target) }
}
