import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Subtitle1 } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import type { CreatedApiToken } from '@hr/contracts';
import { InlineMessage, Panel } from '@hr/ui/page';
import { mediaUp, spacing } from '@hr/ui/theme';
import { useCreateApiToken } from '../api/create-api-token';
import { tokenFormErrors, type TokenFormErrors } from '../utils/form-errors';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  card: { gap: spacing(2) },
  form: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: spacing(2),
    [mediaUp('sm')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
    // Each field its own height: stretched to a neighbour's with a hint, its box grew taller.
    alignItems: 'start',
  },
  actions: { display: 'flex', justifyContent: 'flex-end', gridColumn: '1 / -1' },
  message: { gridColumn: '1 / -1' },
});

export interface CreateApiTokenFormProps {
  /** The server's answer, the one time it carries the secret. */
  onCreated(token: CreatedApiToken): void;
}

/**
 * Name and optional lifetime of a new token. The server is the one judge of both (noValidate):
 * its 400 names the field and shows under it, as does a taken name (409).
 */
export function CreateApiTokenForm({ onCreated }: CreateApiTokenFormProps) {
  const styles = useStyles();
  const t = useAdminT();
  const [name, setName] = useState('');
  const [days, setDays] = useState('');
  const [errors, setErrors] = useState<TokenFormErrors>({});
  const create = useCreateApiToken();
  const sending = useRef(false);
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setErrors({});
    try {
      // Empty: a token that does not expire (the server's default when the field is left out).
      const body = days.trim() === '' ? { name } : { name, expiresInDays: Number(days) };
      const created = await create.mutateAsync(body);
      setName('');
      setDays('');
      onCreated(created);
    } catch (error) {
      setErrors(tokenFormErrors(error, t('apiTokens.createFailed')));
    } finally {
      sending.current = false;
    }
  };
  const busy = create.isPending;

  return (
    <Panel className={styles.card}>
      <Subtitle1 as="h2" id={titleId}>
        {t('apiTokens.create')}
      </Subtitle1>
      <form
        className={styles.form}
        onSubmit={(e) => void submit(e)}
        aria-labelledby={titleId}
        noValidate
      >
        {errors.form && <InlineMessage className={styles.message}>{errors.form}</InlineMessage>}
        <Field
          label={t('apiTokens.nameLabel')}
          required
          hint={t('apiTokens.nameHint')}
          validationMessage={errors.name}
        >
          <Input
            name="name"
            value={name}
            maxLength={100}
            autoComplete="off"
            disabled={busy}
            onChange={(_, d) => setName(d.value)}
          />
        </Field>
        <Field
          label={t('apiTokens.expiresLabel')}
          hint={t('apiTokens.expiresHint')}
          validationMessage={errors.expiresInDays}
        >
          <Input
            name="expiresInDays"
            type="number"
            inputMode="numeric"
            min={1}
            max={3650}
            value={days}
            disabled={busy}
            onChange={(_, d) => setDays(d.value)}
          />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={busy}>
            {busy ? t('apiTokens.creating') : t('apiTokens.submit')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
