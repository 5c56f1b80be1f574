import { queryOptions } from '@tanstack/react-query';
import { getReligions } from '../get-religions';
import { queryKeys } from './query-keys';

/** The religion and caste lookups: the forms, the lookups page and their mutations share it. */
export const religionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.religions.all, queryFn: getReligions });
