import { useState, type FormEvent } from 'react';
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { Subtitle1 } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { useAction, Panel } from '@hr/ui';
import { spacing } from '@hr/ui/theme';
import { useCreateUser } from '../api/create-user';
import { emptyUserForm, passwordsMismatch, toCreateBody } from '../utils/user-form';
import { UserFields } from './user-fields';

const useStyles = makeStyles({
  card: { gap: spacing(2) },
  form: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: spacing(2) },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

export function CreateUserForm() {
  const styles = useStyles();
  const [value, setValue] = useState(emptyUserForm);
  const [mismatch, setMismatch] = useState(false);
  const create = useCreateUser();
  const action = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (action.busy) return;
    // Checked here, before any request: a mismatch sends nothing.
    if (passwordsMismatch(value)) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    await action.run(async () => {
      // Busy until the users table and the cards show the new collector.
      await create.mutateAsync(toCreateBody(value));
      setValue(emptyUserForm);
    }, 'Could not create user');
  };

  return (
    <Panel className={styles.card}>
      <Subtitle1 as="h2" id="create-user-title">
        Create User
      </Subtitle1>
      <form className={styles.form} onSubmit={submit} aria-labelledby="create-user-title">
        {action.error && (
          <MessageBar intent="error">
            <MessageBarBody>{action.error}</MessageBarBody>
          </MessageBar>
        )}
        <UserFields
          mode="create"
          value={value}
          onChange={(next) => {
            setValue(next);
            if (mismatch && !passwordsMismatch(next)) setMismatch(false);
          }}
          disabled={action.busy}
          mismatch={mismatch}
        />
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={action.busy}>
            {action.busy ? 'Creating...' : 'Create User'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
