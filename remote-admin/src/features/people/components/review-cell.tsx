import type { Person } from '@hr/contracts';
import { ReviewSummary } from '@hr/ui/person';

/** The Review column: the state's badge and one badge for the quality flags, on one line. */
export function ReviewCell({ person }: { person: Person }) {
  return <ReviewSummary status={person.reviewStatus} flags={person.flags} />;
}
