// @hr/ui/feedback: the one toaster (rendered by the shell's layout) and the hook that reaches it.
export { NotifyToaster, useNotify, TOASTER_ID } from './notify';
