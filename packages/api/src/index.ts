export { api } from './client';
export { errorMessage } from './error-message';
export { getReligions } from './get-religions';
