export { createPageActionsRegistry, type PageAction, type PageActionsRegistry } from './registry';
export { PageActionsContext, usePageActions, useRegisterPageActions } from './context';
export { pathRunning, useRunRequestedAction } from './requested';
