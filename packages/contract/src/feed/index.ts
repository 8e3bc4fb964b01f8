export * from './constants';
export * from './blocks';
export * from './publications';
export * from './discussion';
export * from './feed';
export * from './follows';
