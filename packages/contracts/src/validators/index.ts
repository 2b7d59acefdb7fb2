export * from './text';
export * from './special-chars';
export * from './national-id';
export * from './phone';
export * from './image';
export * from './well-formed-text';
export * from './credit-code';
export * from './credit-code-schema';
