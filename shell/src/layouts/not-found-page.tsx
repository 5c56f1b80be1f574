import { Body1 } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { PageHeader } from '@hr/ui/page';
import { Link } from 'react-router';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useShellT } from '../i18n';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '16px' },
  link: {
    color: tokens.colorBrandForegroundLink,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
});

/**
 * What a signed-in user sees on a page their office role may not open (a supervisor typing
 * /admin/api-tokens): a page of its own inside the layout, rather than an empty main column or a
 * redirect that would hide why the address did not open. It does not say the page exists.
 */
export function NotFoundPage({ home }: { home: string | null }) {
  const t = useShellT();
  const styles = useStyles();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className={styles.body}>
      <PageHeader title={t('notFound.title')} />
      <Body1>{t('notFound.body')}</Body1>
      {home && (
        <Body1>
          <Link to={home} className={styles.link}>
            {t('notFound.home')}
          </Link>
        </Body1>
      )}
    </div>
  );
}
