// @hr/ui/page: what nearly every page shows (header, loading/error/empty states, panels, icon
// buttons) and the hooks of its actions and dialogs' focus. Other families import it by this
// specifier, never by a relative path (see packages/ui/README.md).
export { PageHeader, type PageHeaderProps } from './page-header';
export { LoadingState, type LoadingStateProps } from './loading-state';
export { PageLoading, type PageLoadingProps } from './page-loading';
export { ErrorState, type ErrorStateProps } from './error-state';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { InlineMessage, type InlineMessageProps } from './inline-message';
export { Panel, type PanelProps } from './panel';
export { IconAction, type IconActionProps } from './icon-action';
export { FocusFallback, type FocusFallbackProps } from './focus-fallback';
export { useTouchStyles } from './touch-styles';
export { useDocumentTitle, APP_TITLE } from './use-document-title';
export { useAction, type Action } from './use-action';
export { useFocusReturn, type FocusReturn } from './use-focus-return';
export { useOpenDialog, type OpenDialog } from './use-open-dialog';
export { importInTurn, lazyPage, useWarmUpPages, type LazyPage } from './lazy-page';
export { useOnceTrue } from './use-once-true';
export { useMediaQuery } from './use-media-query';
export { OptionalPart } from './optional-part';
export { WardChips } from './ward-chips';
export { usePhoneFilters, type PhoneFilters } from './phone-filters';
