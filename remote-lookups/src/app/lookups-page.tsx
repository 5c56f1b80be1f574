import { useState } from 'react';
import styled from 'styled-components';
import { ErrorState, LoadingState, PageHeader, useDocumentTitle, useMediaQuery } from '@hr/ui/page';
import { mediaDown, mediaUp, spacing } from '@hr/ui/theme';
import { CastesPanel } from '@lookups/features/castes/components/castes-panel';
import { ReligionsPanel } from '@lookups/features/religions/components/religions-panel';
import { useLookups } from '@lookups/features/religions/hooks/use-lookups';
import { useLookupsT } from '@lookups/i18n';

/**
 * /admin/lookups: religions on the left, the selected religion's castes on the right. Below the
 * md breakpoint (one column) the castes panel sits under the chosen religion's row, where a tap
 * on a religion shows its castes, not at the end of a long list.
 */
export function LookupsPage() {
  const t = useLookupsT();
  useDocumentTitle(t('page.title'));
  const { religions, error, reload, retry } = useLookups();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  // The first religion is selected until the admin picks one, and again whenever the picked one
  // no longer exists (deleted here or elsewhere).
  const selected = religions?.find((r) => r.id === selectedId) ?? religions?.[0] ?? null;
  const oneColumn = useMediaQuery(mediaDown('md').replace('@media ', ''));
  const castes = <CastesPanel religion={selected} reload={reload} />;

  return (
    <Page>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {error ? (
        <ErrorState message={error} onRetry={retry} />
      ) : religions === null ? (
        <LoadingState label={t('page.loading')} />
      ) : (
        <Panels>
          <ReligionsPanel
            religions={religions}
            selectedId={selected?.id ?? null}
            onSelect={setSelectedId}
            reload={reload}
            underSelected={oneColumn && selected ? castes : undefined}
          />
          {!(oneColumn && selected) && castes}
        </Panels>
      )}
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${spacing(2)};
`;

// Stacked on small screens; side by side from md (900px) up.
const Panels = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${spacing(2)};
  align-items: start;

  ${mediaUp('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;
