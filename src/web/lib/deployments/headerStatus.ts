/**
 * The id of the status chip in a service's or environment's page header. An action that changes the status (a
 * deploy) hands it the focus when its own button can no longer hold it, whichever feature owns the header.
 */
export const headerStatusId = (recordId: string) => `status-of-${recordId}`;

/** Finds that chip, as a focus fallback. */
export const headerStatus = (recordId: string) => () => document.getElementById(headerStatusId(recordId));
