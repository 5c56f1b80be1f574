// @hr/ui/person: a person's form, details dialog and duplicate warning, and the religions query.
export { PersonDetailsDialog, type PersonDetailsDialogProps } from './person-details-dialog';
export { PersonForm, type PersonFormProps } from './person-form';
export { emptyPersonForm, personToForm, type PersonFormValues } from './person-form-values';
export { personFormErrors, PERSON_FIELDS, type PersonFieldKey } from './person-form-errors';
export { defaultReligion, firstCaste } from './religion-options';
export { DuplicateWarning, type DuplicateWarningProps } from './duplicate-warning';
export { useDuplicateCheck, type DuplicateCheck } from './use-duplicate-check';
export { useReligions, type UseReligionsResult } from './use-religions';
export { ReviewStatusBadge, QualityFlagBadges, ReviewSummary } from './review-badges';
