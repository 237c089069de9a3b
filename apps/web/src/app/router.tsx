// The route table: SPEC §2, route for route, as features land. A route whose feature is not
// built is absent (unknown paths redirect to / with 'Page not found'); links read this table.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { LoadingDots } from '../components/ui/loading-dots'
import { paths } from '../config/paths'
import { RequireAuth } from '../features/auth/components/require-auth'
import { RouteErrorBoundary } from './errors/route-error-boundary'
import { RouterErrorPage } from './errors/router-error-page'
import { AppLayout } from './layout/app-layout'
import { lazyPage } from './lazy-page'
import { NotFoundRedirect } from './routes/not-found'
import { PropertyRoute } from './routes/property-route'

export const pageRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage('Home page', () => import('./routes/home')) },
  { path: paths.legacyHome, element: <Navigate to={paths.home} replace /> },
  { path: paths.login, lazy: lazyPage('Sign-in page', () => import('./routes/login')) },
  { path: paths.logout, lazy: lazyPage('Sign-out page', () => import('./routes/logout')) },
  {
    // Signed-in only (SPEC §2).
    element: <RequireAuth />,
    children: [{ path: paths.profile, lazy: lazyPage('Profile page', () => import('./routes/profile')) }],
  },
  {
    path: paths.property,
    element: <PropertyRoute />,
    children: [{ index: true, lazy: lazyPage('Property page', () => import('./routes/property')) }],
  },
  { path: '*', element: <NotFoundRedirect /> },
]

/** Every concrete path of a route table, e.g. '/', '/Home', '/:propertyId'. */
export function collectRoutePaths(routes: readonly RouteObject[], parent = '/'): Set<string> {
  const found = new Set<string>()
  for (const route of routes) {
    if (route.path === '*') continue
    const own = route.path ? (route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`) : parent
    if (route.index || route.path) found.add(own)
    for (const child of collectRoutePaths(route.children ?? [], own)) found.add(child)
  }
  return found
}

export const routePaths: ReadonlySet<string> = collectRoutePaths(pageRoutes)

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <AppLayout routePaths={routePaths} />,
    errorElement: <RouterErrorPage />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <LoadingDots className="min-h-dvh" />,
    children: [{ errorElement: <RouteErrorBoundary />, children: pageRoutes }],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
