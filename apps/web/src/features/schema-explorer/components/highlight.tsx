/** `text` with every case-insensitive occurrence of `query` (already lower-cased) marked. */
export function Highlight({ text, query }: { text: string; query: string }) {
  if (!query) return text
  const lower = text.toLowerCase()
  const parts: { text: string; isMatch: boolean }[] = []
  let from = 0
  for (let at = lower.indexOf(query); at !== -1; at = lower.indexOf(query, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), isMatch: false })
    parts.push({ text: text.slice(at, at + query.length), isMatch: true })
    from = at + query.length
  }
  if (from < text.length) parts.push({ text: text.slice(from), isMatch: false })
  return parts.map((part, i) =>
    part.isMatch ? (
      <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  )
}
