// What variables and secrets look like in the contract, one concern per file.
export * from './fields';
export * from './requests';
export * from './imports';
export * from './responses';
export * from './effective';
