import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { makeStyles } from '@griffel/react';
import { mediaUp } from '@hr/ui/theme';
import { useOnline } from '../hooks/use-online';
import { useShellT } from '../i18n';

/** The banner's English text (`layout.offline` in the shell's texts): the draft waits for Save. */
export const OFFLINE_TEXT =
  'You are offline. Your draft is kept on this device; nothing is sent until you are back online and press Save.';

const useStyles = makeStyles({
  // Under the header, above the page, lined up with the page's own padding (layout-styles).
  bar: { margin: '16px 16px 0', [mediaUp('md')]: { margin: '24px 24px 0' } },
});

/**
 * Says so while the browser is offline (the service worker opened the app from its cache; API
 * calls fail): a page's own errors then have a reason, and the collector knows the wizard's draft
 * (kept in local storage) is safe. The live region stays in the page (empty, no height, never
 * hidden) so the change is announced.
 */
export function OfflineBanner() {
  const styles = useStyles();
  const t = useShellT();
  const online = useOnline();
  return (
    <div role="status">
      {!online && (
        <MessageBar intent="warning" layout="multiline" className={styles.bar}>
          <MessageBarBody>{t('layout.offline')}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
