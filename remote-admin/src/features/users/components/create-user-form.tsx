import type { FormEvent } from 'react';
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { Subtitle1 } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { useNotify, Panel } from '@hr/ui';
import { spacing } from '@hr/ui/theme';
import { useCreateUser } from '../api/create-user';
import { useUserForm } from '../hooks/use-user-form';
import { emptyUserForm, toCreateBody } from '../utils/user-form';
import { UserFields } from './user-fields';

const useStyles = makeStyles({
  card: { gap: spacing(2) },
  form: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: spacing(2) },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

export function CreateUserForm() {
  const styles = useStyles();
  const form = useUserForm(emptyUserForm, 'create');
  const create = useCreateUser();
  const notify = useNotify();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Required fields and a password mismatch are refused here, before any request.
    const ok = await form.submit(async () => {
      // Busy until the users table and the cards show the new collector.
      await create.mutateAsync(toCreateBody(form.value));
      form.setValue(emptyUserForm);
    }, 'Could not create user');
    if (ok) notify('User created');
  };

  return (
    <Panel className={styles.card}>
      <Subtitle1 as="h2" id="create-user-title">
        Create User
      </Subtitle1>
      <form
        ref={form.formRef}
        className={styles.form}
        onSubmit={submit}
        aria-labelledby="create-user-title"
        noValidate
      >
        {form.formError && (
          <MessageBar intent="error">
            <MessageBarBody>{form.formError}</MessageBarBody>
          </MessageBar>
        )}
        <UserFields
          mode="create"
          value={form.value}
          onChange={form.onChange}
          disabled={form.busy}
          errors={form.errors}
        />
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={form.busy}>
            {form.busy ? 'Creating...' : 'Create User'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
