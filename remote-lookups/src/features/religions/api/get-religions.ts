// The lookups list is the one shared read (the person forms use it too), so it lives in @hr/api;
// re-exported here so the feature's requests sit together.
export { getReligions } from '@hr/api';
