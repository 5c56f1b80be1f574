import { makeStyles } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { Spinner } from '@fluentui/react-spinner';
import { LocationRegular } from '@fluentui/react-icons';
import { useTouchStyles } from '@hr/ui/page';
import { useCollectorT } from '@collector/i18n';
import type { LocationState } from '../hooks/use-geolocation';

const useStyles = makeStyles({
  // Its own line, wrapping its text: a long message ('Location permission denied. Allow access
  // ...') made the 360px page 426px wide as a one-line bar beside the button.
  message: { flexBasis: '100%', minWidth: 0 },
});

interface LocationStatusProps extends LocationState {
  onRefresh(): void;
  disabled?: boolean;
}

/** The device-location line under the details form: what is happening and a way to retry. */
export function LocationStatus({ status, message, onRefresh, disabled }: LocationStatusProps) {
  const touch = useTouchStyles();
  const styles = useStyles();
  const t = useCollectorT();
  return (
    <div className={touch.actions}>
      <Button
        className={touch.control}
        type="button"
        icon={<LocationRegular />}
        disabled={disabled || status === 'capturing'}
        onClick={onRefresh}
      >
        {t('location.refresh')}
      </Button>
      {status === 'capturing' && <Spinner size="tiny" label={t('location.capturing')} />}
      {status === 'success' && (
        <MessageBar intent="success" layout="multiline" className={styles.message}>
          <MessageBarBody>{t('location.captured')}</MessageBarBody>
        </MessageBar>
      )}
      {status === 'failed' && message && (
        <MessageBar intent="warning" role="alert" layout="multiline" className={styles.message}>
          <MessageBarBody>{t(`location.${message}`)}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
