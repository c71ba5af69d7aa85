export * from './common';
export * from './endpoint';
export * from './endpoints';
export * from './organizations';
export * from './projects';
export * from './apiTokens';
export * from './auth';
