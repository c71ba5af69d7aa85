import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { routeHandle } from '../../lib/routeHandle';
import { lazyExport } from '../../ui/lazyWithPreload';

export const loadProjectsPage = () => import('./pages/ProjectsPage');
export const loadProjectPage = () => import('./pages/ProjectPage');

/**
 * The projects and a project's page; `projectSections` are what the project page shows in its outlet, routes other
 * features own (the project's environments).
 */
export const projectRoutes = (projectSections: RouteObject[]): RouteObject[] => [
  {
    path: routePatterns.projects,
    handle: routeHandle(['projects'], 'projects'),
    lazy: {
      Component: lazyExport(loadProjectsPage, 'ProjectsPage'),
    },
  },
  {
    path: routePatterns.project,
    handle: routeHandle(['projects', 'project'], 'projects'),
    lazy: {
      Component: lazyExport(loadProjectPage, 'ProjectPage'),
    },
    children: projectSections,
  },
];
