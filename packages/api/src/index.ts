export { api } from './client';
export { errorMessage } from './error-message';
