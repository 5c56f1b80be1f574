// @hr/ui/feedback: the one toaster (rendered by the shell's layout; Fluent's code for it loads
// with the first toast or a few seconds after the page) and the hook that reaches it.
export { NotifyToaster, useNotify } from './notify';
export { TOASTER_ID } from './queue';
