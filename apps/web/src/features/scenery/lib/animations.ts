// The scene's motion, run by the Web Animations API rather than CSS animations. Both run on the
// compositor, but a CSS animation sends an 'animationiteration' event at each loop, and React
// listens for those at its root: with a hundred raindrops that woke the main thread about 200
// times a second (measured: 39 % busy in bench/scenery.mjs). Web animations loop silently.
// Elements ask for motion with data-anim="name:durationMs:delayMs [name:...]"; only transform
// and opacity ever change.

type Frames = (element: HTMLElement) => Keyframe[]
interface Motion {
  frames: Frames
  options?: KeyframeAnimationOptions
}

const alternate: KeyframeAnimationOptions = { direction: 'alternate', easing: 'ease-in-out' }
const fixed = (frames: Keyframe[]): Frames => () => frames
const num = (element: HTMLElement, name: string, fallback = 0) => Number(element.dataset[name] ?? fallback)

const wander = (points: readonly (readonly [number, number])[]): Frames =>
  fixed([{ transform: 'translate(0, 0)' }, ...points.map(([x, y]) => ({ transform: `translate(${x}px, ${y}px)` }))])

export const motions: Record<string, Motion> = {
  twinkle: { frames: fixed([{ opacity: 1 }, { opacity: 0.2 }]), options: alternate },
  pulse: { frames: fixed([{ opacity: 0.65 }, { opacity: 1 }]), options: alternate },
  glow: { frames: fixed([{ opacity: 0.15 }, { opacity: 1 }]), options: alternate },
  across: { frames: fixed([{ transform: 'translateX(-30vw)' }, { transform: 'translateX(115vw)' }]) },
  flap: { frames: fixed([{ transform: 'scaleY(1)' }, { transform: 'scaleY(0.45)' }]), options: alternate },
  flicker: {
    frames: fixed([{ transform: 'scale(1, 1)' }, { transform: 'scale(0.9, 1.12) skewX(-3deg)' }, { transform: 'scale(1.06, 0.92) skewX(3deg)' }]),
    options: alternate,
  },
  rise: {
    frames: (el) => [
      { opacity: 1, transform: 'translate(0, 0)' },
      { opacity: 0, transform: `translate(${num(el, 'dx', 6)}px, -4.5rem)` },
    ],
    options: { easing: 'ease-out' },
  },
  wander0: { frames: wander([[28, -18], [-12, -34], [22, 8]]), options: alternate },
  wander1: { frames: wander([[-26, -10], [-6, 22], [30, -16]]), options: alternate },
  wander2: { frames: wander([[18, 26], [-30, -8]]), options: alternate },
  sway: { frames: fixed([{ transform: 'rotate(-3deg)' }, { transform: 'rotate(3deg)' }]), options: alternate },
  drip: {
    frames: fixed([
      { opacity: 0, transform: 'translateY(0)' },
      { opacity: 1, offset: 0.2 },
      { opacity: 0, transform: 'translateY(3rem)' },
    ]),
    options: { easing: 'ease-in' },
  },
  fall: { frames: fixed([{ transform: 'translate3d(0, -10vh, 0)' }, { transform: 'translate3d(0, 125vh, 0)' }]) },
  'footer-fall': { frames: fixed([{ transform: 'translate3d(0, -2rem, 0)' }, { transform: 'translate3d(0, 40rem, 0)' }]) },
  snow: {
    frames: (el) => {
      const drift = num(el, 'drift')
      return [
        { transform: 'translate3d(0, -10vh, 0)' },
        { transform: `translate3d(${drift}px, 24vh, 0)` },
        { transform: 'translate3d(0, 58vh, 0)' },
        { transform: `translate3d(${-drift}px, 92vh, 0)` },
        { transform: 'translate3d(0, 125vh, 0)' },
      ]
    },
  },
  flash: {
    frames: fixed([
      { opacity: 0 },
      { opacity: 0, offset: 0.9 },
      { opacity: 0.35, offset: 0.91 },
      { opacity: 0, offset: 0.925 },
      { opacity: 0.25, offset: 0.94 },
      { opacity: 0, offset: 0.96 },
      { opacity: 0 },
    ]),
  },
}

/** data-anim value for one or more motions: [name, duration s, delay s]. */
export function anim(...parts: readonly (readonly [name: keyof typeof motions, seconds: number, delaySeconds?: number])[]): string {
  return parts.map(([name, seconds, delay = 0]) => `${name}:${Math.round(seconds * 1000)}:${Math.round(delay * 1000)}`).join(' ')
}

/** Starts the motions one element asks for. */
function animate(element: HTMLElement): Animation[] {
  if (typeof element.animate !== 'function') return []
  const started: Animation[] = []
  for (const part of (element.dataset.anim ?? '').split(' ')) {
    const [name = '', duration = '0', delay = '0'] = part.split(':')
    const motion = motions[name]
    if (!motion) continue
    started.push(element.animate(motion.frames(element), { duration: Number(duration), delay: Number(delay), iterations: Infinity, easing: 'linear', ...motion.options }))
  }
  return started
}

/** The motions under a root, started or starting: they can be held, resumed or stopped at any time. */
export interface SceneMotions {
  setPaused(paused: boolean): void
  cancel(): void
}

/** Elements whose motions start in one task: a few milliseconds of a phone's main thread. */
export const ANIMATION_BATCH = 40

/**
 * Starts every motion asked for under `root`, ANIMATION_BATCH elements a task: a night of heavy
 * rain asks for some five hundred, and starting them all at once held a phone's main thread for
 * over 100 ms just as the page became usable. The first batch starts at once; motions started
 * while held start held.
 */
export function startAnimations(root: ParentNode): SceneMotions {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-anim]')]
  const started: Animation[] = []
  let paused = false
  let next = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const startBatch = () => {
    timer = undefined
    const end = Math.min(elements.length, next + ANIMATION_BATCH)
    for (; next < end; next += 1) {
      for (const animation of animate(elements[next] as HTMLElement)) {
        if (paused) animation.pause()
        started.push(animation)
      }
    }
    if (next < elements.length) timer = setTimeout(startBatch, 0)
  }
  startBatch()
  return {
    setPaused(hold) {
      paused = hold
      for (const animation of started) {
        if (hold) animation.pause()
        else animation.play()
      }
    },
    cancel() {
      clearTimeout(timer)
      next = elements.length
      for (const animation of started) animation.cancel()
    },
  }
}
