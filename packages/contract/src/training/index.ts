export * from './constants';
export * from './selections';
export * from './lessons';
export * from './activity';
export * from './video-constants';
export * from './videos';
