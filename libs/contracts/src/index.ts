export * from './booking';
export * from './villa';
export * from './admin';
export * from './events';
export * from './slip-check';
export * from './availability';
export * from './phone';
export * from './payments';
