import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { makeStyles } from '@griffel/react';
import { errorMessage } from '@hr/api';
import type { CreatedApiToken } from '@hr/contracts';
import { ErrorState, LoadingState, PageHeader, Panel, useDocumentTitle } from '@hr/ui/page';
import { spacing } from '@hr/ui/theme';
import { apiTokensQueryOptions } from '@admin/features/api-tokens/api/get-api-tokens';
import { ApiTokensTable } from '@admin/features/api-tokens/components/api-tokens-table';
import { CreateApiTokenForm } from '@admin/features/api-tokens/components/create-api-token-form';
import { NewApiTokenDialog } from '@admin/features/api-tokens/components/new-api-token-dialog';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: spacing(2), minWidth: 0 },
});

/** /admin/api-tokens: read-only keys for reporting tools; the secret is shown once, on creation. */
export function ApiTokensPage() {
  const t = useAdminT();
  useDocumentTitle(t('apiTokens.title'));
  const styles = useStyles();
  const tokens = useQuery(apiTokensQueryOptions());
  // Held only while its dialog is open: closing it forgets the secret.
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  let list;
  if (tokens.isError && !tokens.data) {
    list = (
      <ErrorState
        message={errorMessage(tokens.error, t('apiTokens.loadFailed'))}
        onRetry={() => void tokens.refetch()}
      />
    );
  } else if (!tokens.data) {
    list = <LoadingState />;
  } else {
    list = <ApiTokensTable tokens={tokens.data} />;
  }

  return (
    <div className={styles.page}>
      <PageHeader title={t('apiTokens.title')} subtitle={t('apiTokens.subtitle')} />
      <CreateApiTokenForm onCreated={setCreated} />
      <Panel title={t('apiTokens.tokens')}>{list}</Panel>
      {created && <NewApiTokenDialog token={created} onClose={() => setCreated(null)} />}
    </div>
  );
}
