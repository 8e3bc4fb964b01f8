// Drizzle tables, one file per domain. Add new domain files here.
export * from './reference';
export * from './users';
export * from './accounts';
export * from './chat';
export * from './friends';
export * from './companions';
export * from './dictionary';
export * from './favorites';
export * from './translate';
export * from './contributions';
export * from './feed';
