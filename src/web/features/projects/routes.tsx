import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { routeHandle } from '../../lib/routeHandle';

export const loadProjectsPage = () => import('./pages/ProjectsPage');
export const loadProjectPage = () => import('./pages/ProjectPage');

interface ProjectRoutesOptions {
  /** What the project page shows in its outlet: routes other features own (the project's environments). */
  projectSections: RouteObject[];
}

export const projectRoutes = ({ projectSections }: ProjectRoutesOptions): RouteObject[] => [
  {
    path: routePatterns.projects,
    handle: routeHandle(['projects'], 'projects'),
    lazy: {
      Component: async () => (await loadProjectsPage()).ProjectsPage,
    },
  },
  {
    path: routePatterns.project,
    handle: routeHandle(['projects', 'project'], 'projects'),
    lazy: {
      Component: async () => (await loadProjectPage()).ProjectPage,
    },
    children: projectSections,
  },
];
