export { api } from './client';
export { errorCode } from './error-code';
export { errorMessage } from './error-message';
export { httpStatus } from './http-status';
export type { ErrorCode } from '@hr/contracts/errors';
export { createPeopleExportLink, startDownload, type PeopleExportFilters } from './people-export';
