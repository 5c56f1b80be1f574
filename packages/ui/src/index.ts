// The shared UI kit of every remote. Theme constants live in './theme' (also '@hr/ui/theme').
export * from './theme';

export { PageHeader, type PageHeaderProps } from './components/page-header';
export { SearchInput, type SearchInputProps } from './components/search-input';
export { LoadingState, type LoadingStateProps } from './components/loading-state';
export { ErrorState, type ErrorStateProps } from './components/error-state';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { InlineMessage, type InlineMessageProps } from './components/inline-message';
export { ExportMenu, type ExportMenuProps } from './components/export-menu';
export { Panel, type PanelProps } from './components/panel';
export { IconAction, type IconActionProps } from './components/icon-action';
export { FocusFallback, type FocusFallbackProps } from './components/focus-fallback';
export { RowActions, ROW_ACTIONS_WIDTH, type RowActionsProps } from './components/row-actions';
export { AddNameForm, type AddNameFormProps } from './forms/add-name-form';
export {
  hasErrors,
  requiredMessage,
  serverErrorField,
  stillInvalid,
  useFieldChecks,
  useFocusFirstInvalid,
  type FieldErrors,
} from './forms/field-errors';
export { useTouchStyles } from './touch-styles';

export { DataTable, type DataTableProps } from './data-table/data-table';
export { ServerDataTable, type ServerDataTableProps } from './data-table/server-data-table';
export {
  ServerQueryTable,
  type ServerQueryTableProps,
  type ServerPage,
} from './data-table/server-query-table';
export { PlainTable, type PlainTableProps } from './data-table/plain-table';
export {
  useServerTable,
  SEARCH_DEBOUNCE_MS,
  type ServerTableState,
} from './data-table/use-server-table';
export {
  peopleSearchParams,
  countText,
  PEOPLE_SORT_BY_COLUMN,
} from './data-table/people-search-params';
export { phoneColumn, PHONE_COLUMN_WIDTH } from './data-table/phone-column';
export { MIN_COLUMN_WIDTH } from './data-table/table-styles';
export type { CardSlot, Column, PageSize, SortState } from './data-table/types';

export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/confirm-dialog';
export {
  ConfirmDeleteDialog,
  type ConfirmDeleteDialogProps,
} from './dialogs/confirm-delete-dialog';
export { FormDialog, type FormDialogProps } from './dialogs/form-dialog';
export { RenameDialog, type RenameDialogProps } from './dialogs/rename-dialog';
export {
  DetailsDialog,
  EMPTY_VALUE,
  type DetailsDialogProps,
  type DetailValue,
} from './dialogs/details-dialog';

export { formatPhone, formatTypedPhone, HINT_PHONE_REGION } from './phone/format-phone';
export { PhoneText, type PhoneTextProps } from './phone/phone-text';
export { phoneHint } from './phone/phone-hint';

export { PersonDetailsDialog, type PersonDetailsDialogProps } from './person/person-details-dialog';
export { PersonForm, type PersonFormProps } from './person/person-form';
export { emptyPersonForm, personToForm, type PersonFormValues } from './person/person-form-values';
export { personFormErrors, PERSON_FIELDS, type PersonFieldKey } from './person/person-form-errors';
export { defaultReligion, firstCaste } from './person/religion-options';
export { DuplicateWarning, type DuplicateWarningProps } from './duplicates/duplicate-warning';
export { useDuplicateCheck, type DuplicateCheck } from './duplicates/use-duplicate-check';

export { useReligions, type UseReligionsResult } from './hooks/use-religions';
export { useDocumentTitle, APP_TITLE } from './hooks/use-document-title';
export { useAction, type Action } from './hooks/use-action';
export { useFocusReturn, type FocusReturn } from './hooks/use-focus-return';
export { useOpenDialog, type OpenDialog } from './hooks/use-open-dialog';
export { NotifyToaster, useNotify, TOASTER_ID } from './feedback/notify';
