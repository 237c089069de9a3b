// The footer's social links come from VITE_SOCIAL_* at build time (src/config/env.ts). A value
// that is not an https: address stops the build with the variable named, rather than a link
// that silently disappears (or one that runs script: javascript:).
export const SOCIAL_LINK_VARIABLES = ['VITE_SOCIAL_X', 'VITE_SOCIAL_FACEBOOK', 'VITE_SOCIAL_INSTAGRAM', 'VITE_SOCIAL_LINKEDIN', 'VITE_SOCIAL_YOUTUBE'] as const

/** One message per VITE_SOCIAL_* variable that is set but is not an https: address. */
export function socialLinkProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  for (const name of SOCIAL_LINK_VARIABLES) {
    const value = env[name]?.trim()
    if (!value) continue
    let protocol: string | undefined
    try {
      protocol = new URL(value).protocol
    } catch {
      protocol = undefined
    }
    if (protocol !== 'https:') problems.push(`${name} must be an https: address of the account (e.g. https://x.com/yourbrand), got '${value}'`)
  }
  return problems
}
