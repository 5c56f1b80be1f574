export * from './constants';
export * from './common';
export * from './auth';
export * from './users';
export * from './people';
export * from './lookups';
export * from './otp';
export * from './people-search';
