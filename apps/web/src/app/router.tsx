// The route table: SPEC §2, route for route, as features land. A route whose feature is not
// built is absent (unknown paths redirect to / with 'Page not found'); links read this table.
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router'
import { LoadingDots } from '../components/ui/loading-dots'
import { paths } from '../config/paths'
import { RequireAuth } from '../features/auth/components/require-auth'
import { RequirePropertyAccess } from '../features/auth/components/require-property-access'
import { RequireAdmin, RequireDealer, RequireSeller } from '../features/auth/components/role-guards'
import { ToolsSectionRedirect } from '../features/property-tools/components/tools-section-redirect'
import { RouteErrorBoundary } from './errors/route-error-boundary'
import { RouterErrorPage } from './errors/router-error-page'
import { AdminLayout } from './layout/admin-nav'
import { AppLayout } from './layout/app-layout'
import { lazyPage } from './lazy-page'
import { NotFoundRedirect } from './routes/not-found'
import { PropertyRoute } from './routes/property-route'

/** A property tools page and its shortcuts (SPEC §2): `tools/edit` opens the edit-property section, `tools/rentals` the rentals section. */
function toolsRoutes(toolsPath: string): RouteObject[] {
  return [
    { path: toolsPath, lazy: lazyPage('Property tools', () => import('./routes/property-tools')) },
    { path: `${toolsPath}/edit`, element: <ToolsSectionRedirect section="edit-property" /> },
    { path: `${toolsPath}/rentals`, element: <ToolsSectionRedirect section="rentals" /> },
    { path: `${toolsPath}/proposals`, element: <ToolsSectionRedirect section="proposals" /> },
    { path: `${toolsPath}/visits`, element: <ToolsSectionRedirect section="visits" /> },
  ]
}

/** The routes the server renders (entry-server.tsx), and the catch-all it answers 404 for. */
export const firstViewRoutes = { home: 'home', map: 'map', login: 'login', property: 'property', notFound: 'not-found' } as const

export const pageRoutes: RouteObject[] = [
  { id: firstViewRoutes.home, index: true, lazy: lazyPage('Home page', () => import('./routes/home')) },
  { path: paths.legacyHome, element: <Navigate to={paths.home} replace /> },
  { id: firstViewRoutes.map, path: paths.map, lazy: lazyPage('Property map', () => import('./routes/map')) },
  { id: firstViewRoutes.login, path: paths.login, lazy: lazyPage('Sign-in page', () => import('./routes/login')) },
  { path: paths.logout, lazy: lazyPage('Sign-out page', () => import('./routes/logout')) },
  { path: paths.listProperty, lazy: lazyPage('List your property', () => import('./routes/list-property')) },
  { path: paths.schemaExplorer, lazy: lazyPage('Schema explorer', () => import('./routes/schema-explorer')) },
  { path: paths.shortlist, lazy: lazyPage('Shortlist', () => import('./routes/shortlist')) },
  { path: paths.shortlistCompare, lazy: lazyPage('Comparison', () => import('./routes/shortlist-compare')) },
  { path: paths.trust, lazy: lazyPage('Trust page', () => import('./routes/trust-overview')) },
  { path: paths.trustClaim, lazy: lazyPage('Trust page', () => import('./routes/trust')) },
  {
    // Signed-in only (SPEC §2).
    element: <RequireAuth />,
    children: [
      { path: paths.profile, lazy: lazyPage('Profile page', () => import('./routes/profile')) },
      { path: paths.rentalHistory, lazy: lazyPage('Rental history', () => import('./routes/rental-history')) },
      { path: paths.createBid, lazy: lazyPage('Create Bid', () => import('./routes/create-bid')) },
      { path: paths.profileOffers, lazy: lazyPage('Offers and deals', () => import('./routes/profile-offers')) },
      { path: paths.paymentReceipt, lazy: lazyPage('Receipt', () => import('./routes/payment-receipt')) },
      { path: paths.createProposal, lazy: lazyPage('Make an offer', () => import('./routes/create-proposal')) },
      { path: paths.createDeal, lazy: lazyPage('Make a deal', () => import('./routes/create-deal')) },
      { path: paths.deal, lazy: lazyPage('Deal page', () => import('./routes/deal')) },
      { path: paths.payment, lazy: lazyPage('Payment page', () => import('./routes/payment')) },
      { path: paths.testCheckout, lazy: lazyPage('Test payment', () => import('./routes/test-checkout')) },
      { path: paths.myActivity, lazy: lazyPage('My activity', () => import('./routes/my-activity')) },
      { path: paths.notifications, lazy: lazyPage('Notifications', () => import('./routes/notifications')) },
      // Dealers only (SPEC §2): the Curator.
      { element: <RequireDealer />, children: [{ path: paths.dealer, lazy: lazyPage('Curator', () => import('./routes/dealer')) }] },
      {
        // Seller only (SPEC §2): signed in plus the seller role.
        element: <RequireSeller />,
        children: [
          { path: paths.seller, element: <Navigate to={paths.sellerDashboard} replace /> },
          { path: paths.sellerDashboard, lazy: lazyPage('Seller dashboard', () => import('./routes/seller-dashboard')) },
          { path: paths.sellerProperties, lazy: lazyPage('Portfolio page', () => import('./routes/seller-properties')) },
          { path: paths.sellerPropertyCreate, lazy: lazyPage('Property form', () => import('./routes/seller-property-create')) },
          { path: paths.sellerPropertyNew, lazy: lazyPage('Property form', () => import('./routes/seller-property-new')) },
          // The edit form needs property access, as the tools do (SPEC §6).
          { element: <RequirePropertyAccess />, children: [{ path: paths.sellerPropertyEdit, lazy: lazyPage('Property form', () => import('./routes/seller-property-edit')) }] },
          { path: paths.sellerProperty, lazy: lazyPage('Seller property page', () => import('./routes/seller-property')) },
          { element: <RequirePropertyAccess />, children: toolsRoutes(paths.sellerPropertyTools) },
          { path: paths.sellerPropertiesMerge, lazy: lazyPage('Merge plots', () => import('./routes/seller-properties-merge')) },
          { element: <RequirePropertyAccess />, children: [{ path: paths.sellerPropertySplit, lazy: lazyPage('Split tool', () => import('./routes/seller-property-split')) }] },
        ],
      },
      {
        // Admin only (SPEC §2), and property tools need property access (SPEC §6).
        // Every admin page sits in the admin console's frame (its navigation).
        element: (
          <RequireAdmin>
            <AdminLayout isBuilt={isBuiltRoute} />
          </RequireAdmin>
        ),
        children: [
          { path: paths.admin, element: <Navigate to={paths.adminDashboard} replace /> },
          { path: paths.adminDashboard, lazy: lazyPage('Admin dashboard', () => import('./routes/admin-dashboard')) },
          { path: paths.adminPropertyManager, lazy: lazyPage('Property manager', () => import('./routes/admin-property-manager')) },
          { path: paths.adminPropertyCreate, lazy: lazyPage('Property form', () => import('./routes/admin-property-create')) },
          { path: paths.adminPropertyEdit, lazy: lazyPage('Property form', () => import('./routes/admin-property-edit')) },
          { path: paths.adminProperty, lazy: lazyPage('Admin property page', () => import('./routes/admin-property')) },
          { path: paths.adminInquiries, lazy: lazyPage('Inquiries', () => import('./routes/admin-inquiries')) },
          { path: paths.adminIndexes, lazy: lazyPage('Database indexes', () => import('./routes/admin-indexes')) },
          { element: <RequirePropertyAccess />, children: toolsRoutes(paths.adminPropertyTools) },
          { path: paths.adminDeletedProperties, lazy: lazyPage('Deleted properties', () => import('./routes/admin-deleted-properties')) },
          { path: paths.adminPlotRequests, lazy: lazyPage('Pending splits and merges', () => import('./routes/admin-plot-requests')) },
          { path: paths.adminUserManager, lazy: lazyPage('Users', () => import('./routes/admin-user-manager')) },
          { path: paths.adminUserCreate, lazy: lazyPage('Add a user', () => import('./routes/admin-user-create')) },
          { path: paths.adminUserEdit, lazy: lazyPage('User page', () => import('./routes/admin-user-edit')) },
          { path: paths.adminPaymentManager, lazy: lazyPage('Payment manager', () => import('./routes/admin-payment-manager')) },
          { path: paths.adminEvaluationProperties, lazy: lazyPage('Automatic evaluation', () => import('./routes/admin-evaluation-properties')) },
        ],
      },
    ],
  },
  {
    path: paths.property,
    element: <PropertyRoute />,
    children: [
      { id: firstViewRoutes.property, index: true, lazy: lazyPage('Property page', () => import('./routes/property')) },
      { element: <RequireAuth />, children: [{ element: <RequirePropertyAccess />, children: toolsRoutes(paths.propertyTools) }] },
    ],
  },
  { id: firstViewRoutes.notFound, path: '*', element: <NotFoundRedirect /> },
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

/** Whether a page is in the route table (read when the admin navigation renders, after the table is built). */
function isBuiltRoute(path: string): boolean {
  return routePaths.has(path)
}

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

/**
 * Loads the page modules of the lazy routes matching the current address before the router is
 * created, so hydrating a server-rendered page renders that page at once (not the fallback).
 */
export async function resolveLazyRoutes(location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const module = await route.lazy()
      Object.assign(route, { ...module, lazy: undefined })
    }),
  )
}
