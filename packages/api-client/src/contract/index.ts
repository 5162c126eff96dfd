export * from './api-prefix';
export * from './endpoint';
export * from './endpoints';
export * from './endpoint-docs';
