import { useId, useState, type FormEvent } from 'react';
import { Button } from '@fluentui/react-button';
import { ChevronDown20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { Subtitle1 } from '@fluentui/react-text';
import { makeStyles, mergeClasses } from '@griffel/react';
import { Panel } from '@hr/ui/page';
import { useNotify } from '@hr/ui/feedback';
import { spacing } from '@hr/ui/theme';
import { useCreateUser } from '../api/create-user';
import { useUserForm } from '../hooks/use-user-form';
import { emptyUserForm, toCreateBody } from '../utils/user-form';
import { UserFields } from './user-fields';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  card: { gap: spacing(2) },
  heading: { margin: 0 },
  // The disclosure button is the heading's whole text, aligned with the panel's padding.
  toggle: { marginLeft: `-${spacing(1)}`, fontSize: 'inherit', fontWeight: 'inherit' },
  form: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: spacing(2) },
  // Our `display: grid` would beat the browser's own style for `hidden`.
  closed: { display: 'none' },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/**
 * The dashboard's Create User form in a disclosure: `defaultOpen` while there is no user yet (the
 * first thing an admin does), closed once there are some, so the users table fits the first
 * screen. It stays as the admin leaves it after a create (several collectors in a row).
 */
export function CreateUserForm({ defaultOpen = true }: { defaultOpen?: boolean }) {
  const styles = useStyles();
  const [open, setOpen] = useState(defaultOpen);
  const formId = useId();
  const form = useUserForm(emptyUserForm, 'create');
  const create = useCreateUser();
  const notify = useNotify();
  const t = useAdminT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Required fields and a password mismatch are refused here, before any request.
    const ok = await form.submit(async () => {
      // Busy until the users table and the cards show the new collector.
      await create.mutateAsync(toCreateBody(form.value));
      form.setValue(emptyUserForm);
    }, t('createUser.failed'));
    if (ok) notify(t('createUser.created'));
  };

  return (
    <Panel className={styles.card}>
      <Subtitle1 as="h2" id="create-user-title" className={styles.heading}>
        <Button
          appearance="transparent"
          className={styles.toggle}
          icon={open ? <ChevronDown20Regular /> : <ChevronRight20Regular />}
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((was) => !was)}
        >
          {t('createUser.title')}
        </Button>
      </Subtitle1>
      <form
        ref={form.formRef}
        id={formId}
        hidden={!open}
        className={mergeClasses(styles.form, !open && styles.closed)}
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
            {form.busy ? t('createUser.creating') : t('createUser.submit')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
