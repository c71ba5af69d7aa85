import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { routeHandle } from '../../lib/routeHandle';
import { lazyExport } from '../../ui/lazyWithPreload';

/** The organization's clusters: the list, the creation wizard and each cluster's page. */
export const clusterRoutes = (): RouteObject[] => [
  {
    path: routePatterns.clusters,
    handle: routeHandle(['clusters'], 'clusters'),
    lazy: { Component: lazyExport(() => import('./pages/ClustersPage'), 'ClustersPage') },
  },
  {
    path: routePatterns.newCluster,
    handle: routeHandle(['clusters', 'new-cluster'], 'clusters'),
    lazy: { Component: lazyExport(() => import('./pages/NewClusterPage'), 'NewClusterPage') },
  },
  {
    path: routePatterns.cluster,
    handle: routeHandle(['clusters', 'cluster'], 'clusters'),
    lazy: { Component: lazyExport(() => import('./pages/ClusterPage'), 'ClusterPage') },
  },
];
