/** How many environments one change feed request may ask the statuses of (a page shows one, a few at most). */
export const MAX_ENVIRONMENTS_WITH_STATUSES = 20;
