import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import './plain.css';

export interface PlainTextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** Marks the field invalid (red outline and label, aria-invalid); the message shows above the form. */
  invalid?: boolean | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * The login page's outlined field with a floating label: what `TextInput` looks like, drawn by
 * plain.css instead of MUI, so the login route loads no MUI (ADR 013). The label floats while the
 * field is focused, holds text or was filled in by the browser's password manager.
 */
export function PlainTextInput({ label, invalid, id, ref, onChange, ...inputProps }: PlainTextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [filled, setFilled] = useState(false);
  return (
    <div className="plain-field" data-filled={filled || undefined} data-invalid={invalid || undefined}>
      <label htmlFor={inputId}>{label}</label>
      <div className="plain-field-box">
        <input
          {...inputProps}
          ref={ref}
          id={inputId}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setFilled(event.currentTarget.value !== '');
            onChange?.(event);
          }}
        />
        <fieldset aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}
