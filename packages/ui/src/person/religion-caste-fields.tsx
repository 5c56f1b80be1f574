import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import type { Religion } from '@hr/contracts';
import type { FieldErrors } from '@hr/ui/forms';
import type { PersonFieldKey } from './person-form-errors';
import type { PersonFormValues } from './person-form-values';
import { usePersonFormStyles } from './person-form-styles';
import { casteNames, findReligion, firstCaste, withCurrent } from './religion-options';
import { useUiT } from '@hr/ui/i18n';

interface Props {
  value: PersonFormValues;
  onChange(patch: Partial<PersonFormValues>): void;
  religions: readonly Religion[];
  loading: boolean;
  disabled: boolean;
  errors: FieldErrors<PersonFieldKey>;
}

/** The two linked selects: the chosen religion decides which castes the caste select offers. */
export function ReligionCasteFields(props: Props) {
  const { value, onChange, religions, loading, disabled, errors } = props;
  const styles = usePersonFormStyles();
  const religionOptions = withCurrent(
    religions.map((r) => r.name),
    value.religion,
  );
  const lookupCastes = casteNames(religions, value.religion);
  const casteOptions = withCurrent(lookupCastes, value.caste);

  const t = useUiT();
  const noReligions = !loading && religions.length === 0;
  const religionHint = loading
    ? t('person.loadingReligions')
    : noReligions
      ? t('person.noReligions')
      : undefined;
  const religionKnown = !!findReligion(religions, value.religion);
  const noCastes = !loading && religionKnown && lookupCastes.length === 0;

  return (
    <>
      <Field
        label={t('person.labels.religion')}
        required
        hint={religionHint}
        validationMessage={errors.religion}
      >
        <Select
          className={styles.control}
          select={{ className: styles.select }}
          size="large"
          value={value.religion}
          disabled={disabled || loading || noReligions}
          onChange={(_, data) =>
            onChange({ religion: data.value, caste: firstCaste(religions, data.value) })
          }
        >
          {value.religion === '' && <option value="">{t('person.selectReligion')}</option>}
          {religionOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('person.labels.caste')}
        required
        validationMessage={errors.caste}
        hint={noCastes ? t('person.noCastes') : undefined}
      >
        <Select
          className={styles.control}
          select={{ className: styles.select }}
          size="large"
          value={value.caste}
          disabled={disabled || loading || lookupCastes.length === 0}
          onChange={(_, data) => onChange({ caste: data.value })}
        >
          {value.caste === '' && <option value="">{t('person.selectCaste')}</option>}
          {casteOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
