// One form field of the island kit: a real <label for>, the control, then either its error (which replaces the
// hint) or an optional hint, both tied to the control by aria-describedby; aria-invalid while there is an error.
// The control is rendered by the caller (input, textarea or select) from the props handed to it.
import type { InputHTMLAttributes, ReactNode } from 'react';

/** What the control must carry so that its label, hint and error belong to it. */
export type FieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  id: string;
  label: ReactNode;
  /** Shown below the control while there is no error. */
  hint?: ReactNode;
  hintClassName?: string;
  error?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
};

export default function Field({ id, label, hint, hintClassName = 'field__hint', error, className = 'field', children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-help`;
  const control: FieldControl = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : hint ? hintId : undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children(control)}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className={hintClassName}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

type InputFieldProps = Omit<FieldProps, 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'> & {
    value: string;
    onChange: (value: string) => void;
  };

/** The common case: a Field holding one <input> whose value is a string. */
export function InputField({ id, label, hint, hintClassName, error, className, value, onChange, ...input }: InputFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} hintClassName={hintClassName} error={error} className={className}>
      {(control) => <input {...input} {...control} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}

/** A problem with the whole form (not one field), announced when it appears; nothing while there is none. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="field__error" role="alert">
      {message}
    </p>
  );
}
