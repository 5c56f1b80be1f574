export {
  realApiPerFile,
  gate,
  ADMIN_LOGIN,
  type RealApi,
  type Collector,
  type CallResult,
} from './real-api';
export type { Fault, RecordedRequest } from './fault-proxy';
export { catchDownloads, type CaughtDownloads } from './downloads';
export { renderRemote, type RemoteUnderTest } from './render-remote';
export { dialogGone, findDialog } from './dialogs';
export { findToast } from './toasts';
export { expectNoEnglish } from './english-left';
export { ADMIN_SIDEBAR } from './sidebars';
