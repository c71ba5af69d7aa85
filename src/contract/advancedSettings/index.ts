export * from './definitions';
export * from './services';
export * from './cluster';
export * from './tables';
