import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { routeHandle } from '../../lib/routeHandle';
import { lazyExport } from '../../ui/lazyWithPreload';

/** Members, roles and billing: sections of the settings page. */
export const accessSettingsRoutes = (): RouteObject[] => [
  {
    path: routePatterns.members,
    handle: routeHandle(['settings', 'settings-members'], 'settings-members'),
    lazy: { Component: lazyExport(() => import('./pages/MembersPage'), 'MembersPage') },
  },
  {
    path: routePatterns.roles,
    handle: routeHandle(['settings', 'settings-roles'], 'settings-roles'),
    lazy: { Component: lazyExport(() => import('./pages/RolesPage'), 'RolesPage') },
  },
  {
    path: routePatterns.role,
    handle: routeHandle(['settings', 'settings-roles'], 'settings-roles'),
    lazy: { Component: lazyExport(() => import('./pages/RoleEditorPage'), 'RoleEditorPage') },
  },
  {
    path: routePatterns.billing,
    handle: routeHandle(['settings', 'settings-billing'], 'settings-billing'),
    lazy: { Component: lazyExport(() => import('./pages/BillingPage'), 'BillingPage') },
  },
];

/** The page an invitation link opens, before any session. */
export const invitationRoutes = (): RouteObject[] => [
  {
    path: routePatterns.invitation,
    lazy: { Component: lazyExport(() => import('./pages/InvitationPage'), 'InvitationPage') },
  },
];
