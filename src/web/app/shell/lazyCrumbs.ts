import { lazyWithPreload } from '../../ui/lazyWithPreload';

/**
 * The service crumb reads the services feature's table of kinds, and with it zod and every service schema: only
 * service pages need it, so their route loads it with their own code (app/routes.tsx hands it to the services
 * feature's routes) and it renders without waiting.
 */
export const LazyServiceCrumb = lazyWithPreload(async () => (await import('./ServiceCrumb')).ServiceCrumb);

/** The cluster crumb reads the clusters feature's queries: it comes with the cluster page's code. */
export const LazyClusterCrumb = lazyWithPreload(async () => (await import('./ClusterCrumb')).ClusterCrumb);
