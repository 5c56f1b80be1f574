// @hr/ui/dialogs: the confirm, form, rename and details dialogs.
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from './confirm-delete-dialog';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { RenameDialog, type RenameDialogProps } from './rename-dialog';
export {
  DetailsDialog,
  EMPTY_VALUE,
  type DetailsDialogProps,
  type DetailValue,
} from './details-dialog';
// For other dialogs built on Fluent's Dialog (the person family's DuplicateWarning).
export { useDialogStyles } from './dialog-styles';
