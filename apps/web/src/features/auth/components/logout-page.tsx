import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { paths } from '../../../config/paths'
import { useAuth } from '../hooks/use-auth'

/** /logout: the Logout entry signs out (here and in the other tabs) and returns home. */
export function LogoutPage() {
  const { signOut } = useAuth()
  const navigate = useNavigate()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    void signOut().finally(() => void navigate(paths.home, { replace: true }))
  }, [signOut, navigate])

  return <LoadingDots className="min-h-64" message="Signing out..." />
}
