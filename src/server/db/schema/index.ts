export * from './organizations';
export * from './users';
export * from './apiTokens';
export * from './projects';
export * from './clusters';
export * from './settings';
