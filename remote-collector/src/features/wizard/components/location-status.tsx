import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { Spinner } from '@fluentui/react-spinner';
import { LocationRegular } from '@fluentui/react-icons';
import { useTouchStyles } from '@hr/ui';
import type { LocationState } from '../hooks/use-geolocation';

interface LocationStatusProps extends LocationState {
  onRefresh(): void;
  disabled?: boolean;
}

/** The device-location line under the details form: what is happening and a way to retry. */
export function LocationStatus({ status, message, onRefresh, disabled }: LocationStatusProps) {
  const touch = useTouchStyles();
  return (
    <div className={touch.actions}>
      <Button
        className={touch.control}
        type="button"
        icon={<LocationRegular />}
        disabled={disabled || status === 'capturing'}
        onClick={onRefresh}
      >
        Refresh Location
      </Button>
      {status === 'capturing' && <Spinner size="tiny" label="Capturing location..." />}
      {status === 'success' && (
        <MessageBar intent="success">
          <MessageBarBody>Location captured.</MessageBarBody>
        </MessageBar>
      )}
      {status === 'failed' && message && (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
