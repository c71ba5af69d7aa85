// What deploying looks like in the contract, one concern per file.
export * from './states';
export * from './status';
export * from './queue';
export * from './history';
export * from './logs';
export * from './events';
export * from './actionRequests';
