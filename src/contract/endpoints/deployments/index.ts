export * from './services';
export * from './environments';
export * from './records';
