export * from './common';
export * from './auth';
export * from './dashboard';
export * from './comments';
export * from './analysis';
export * from './report';
export * from './content';
export * from './scraper';
