import type { LocalText, PageHeading } from '@hr/contracts';
import { useLanguage } from '@hr/i18n';
import { matchPath, useLocation } from 'react-router-dom';
import { LoadingState } from './loading-state';
import { PageHeader } from './page-header';

export interface PageLoadingProps {
  /** Page pattern -> heading, as a remote's descriptor lists them (`headings`). */
  headings?: Record<string, PageHeading>;
}

/**
 * What shows while a page's code loads: its heading (when `headings` has one for the path) above
 * the spinner. The heading stays where it is from the static first paint to the page itself,
 * instead of going and coming back while the page arrives.
 */
export function PageLoading({ headings }: PageLoadingProps) {
  const { pathname } = useLocation();
  const [language] = useLanguage();
  const [, heading] =
    Object.entries(headings ?? {}).find(([pattern]) =>
      matchPath({ path: pattern, end: true }, pathname),
    ) ?? [];
  const say = (text: LocalText) => text[language] || text.en;
  return (
    <>
      {heading && (
        <PageHeader
          title={say(heading.title)}
          subtitle={heading.subtitle ? say(heading.subtitle) : undefined}
        />
      )}
      <LoadingState />
    </>
  );
}
