// SPEC §4's upload queue: files go out with their own progress, `concurrency` at a time (media
// three at once, documents one after another), and every failure is kept as file name plus
// message while the rest go on. The files that arrived may then be kept in one go (a batch
// registration), in the order they were chosen, whichever arrived first.

export type FileProgress = { key: string; name: string; fraction: number; state: 'checking' | 'sending' | 'done' | 'failed'; message?: string }
export type UploadFailure = { name: string; message: string }

/** Runs `work` over the items, at most `limit` at once. */
export async function inBatches<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const index = next
      next += 1
      await work(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export async function runUploadQueue<T>(input: {
  files: readonly File[]
  concurrency: number
  onProgress: (progress: FileProgress) => void
  /**
   * Checks, prepares and sends one file, reporting its state as it goes; a thrown error's message
   * is the file's failure. Without `keepArrived` the file is done once this answers.
   */
  send: (file: File, report: (state: 'checking' | 'sending', fraction: number) => void) => Promise<T>
  /** Keeps the files that arrived in one go, in the order chosen; answers by each file's place in that list whether it was kept, or why not. */
  keepArrived?: (arrived: T[]) => Promise<readonly { index: number; error?: string | undefined }[]>
}): Promise<UploadFailure[]> {
  const failures: UploadFailure[] = []
  const arrived: { key: string; index: number; name: string; value: T }[] = []
  const settle = (key: string, name: string, fraction: number, message?: string) => {
    if (message === undefined) return input.onProgress({ key, name, fraction: 1, state: 'done' })
    failures.push({ name, message })
    input.onProgress({ key, name, fraction, state: 'failed', message })
  }
  await inBatches(input.files, input.concurrency, async (file, index) => {
    const key = `${index}-${file.name}-${file.size}`
    try {
      const value = await input.send(file, (state, fraction) => input.onProgress({ key, name: file.name, fraction, state }))
      if (input.keepArrived) arrived.push({ key, index, name: file.name, value })
      else settle(key, file.name, 1)
    } catch (error) {
      settle(key, file.name, 0, messageOf(error))
    }
  })
  if (!input.keepArrived || arrived.length === 0) return failures
  arrived.sort((a, b) => a.index - b.index)
  try {
    const results = await input.keepArrived(arrived.map((file) => file.value))
    for (const result of results) {
      const file = arrived[result.index]
      if (file) settle(file.key, file.name, 1, result.error)
    }
  } catch (error) {
    for (const file of arrived) settle(file.key, file.name, 1, messageOf(error))
  }
  return failures
}
