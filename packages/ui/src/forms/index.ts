// @hr/ui/forms: errors under each field (with the focus on the first invalid one) and AddNameForm.
export { AddNameForm, type AddNameFormProps } from './add-name-form';
export {
  hasErrors,
  requiredMessage,
  serverErrorField,
  stillInvalid,
  useFieldChecks,
  useFocusFirstInvalid,
  type FieldErrors,
} from './field-errors';
export { parseWards, wardsToText, type ParsedWards } from './wards';
export { WardsField, type WardsFieldProps } from './wards-field';
