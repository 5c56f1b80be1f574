import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Body1Strong } from '@fluentui/react-text';
import { AddRegular } from '@fluentui/react-icons';
import { useNotify } from '@hr/ui/feedback';
import { useAction } from '@hr/ui/page';
import { requiredMessage } from './field-errors';
import { spacing } from '@hr/ui/theme';

export type AddNameFormProps = {
  /** Visible heading that also names the form (e.g. 'Add caste for Hindu'). */
  heading?: ReactNode;
  /** Accessible name of the form when it has no visible heading. */
  formLabel?: string;
  fieldLabel: string;
  submitLabel: string;
  /** Shown when the call fails and the server sends no message. */
  fallback: string;
  /** Receives the trimmed, non-empty name; resolves once the list is reloaded. */
  onAdd: (name: string) => Promise<void>;
  /** The text input, e.g. for moving focus to it after a delete. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The success toast, e.g. 'Caste added'. */
  doneMessage: string;
};

/** One text field and an add button: lookup names are trimmed and an empty one sends nothing. */
export function AddNameForm(props: AddNameFormProps) {
  const { heading, formLabel, fieldLabel, submitLabel, fallback, onAdd, inputRef, doneMessage } =
    props;
  const notify = useNotify();
  const [name, setName] = useState('');
  const { busy, error, run, clearError } = useAction();
  // 'Religion name is required' after an empty submit; the server's message otherwise.
  const [empty, setEmpty] = useState(false);
  const shown = empty ? requiredMessage(fieldLabel) : error;
  const headingId = useId();
  const ownInputRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInputRef;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      // Nothing is sent; the cursor goes where the name belongs.
      setName('');
      setEmpty(true);
      input.current?.focus();
      return;
    }
    setEmpty(false);
    if (!(await run(() => onAdd(trimmed), fallback))) return;
    setName('');
    notify(doneMessage);
  };

  return (
    <Form
      onSubmit={submit}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : formLabel}
      noValidate
    >
      {heading && (
        <Heading forwardedAs="h3" id={headingId}>
          {heading}
        </Heading>
      )}
      {/* The input reads the field's label and error through Fluent's field context, so the
          button can sit beside it inside the field. */}
      <Field
        label={fieldLabel}
        validationState={shown ? 'error' : 'none'}
        validationMessage={shown}
      >
        <Row>
          <Grow
            ref={input}
            value={name}
            onChange={(_, data) => {
              setName(data.value);
              if (data.value.trim()) setEmpty(false);
              if (error) clearError();
            }}
            autoComplete="off"
          />
          <Button type="submit" appearance="primary" icon={<AddRegular />} disabledFocusable={busy}>
            {submitLabel}
          </Button>
        </Row>
      </Field>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${spacing(1)};
`;

const Heading = styled(Body1Strong)`
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(1)};
`;

const Grow = styled(Input)`
  flex: 1 1 180px;
`;
