// The island kit's form fields. Field: a real <label for>, the control, then either its error (which replaces the
// hint) or an optional hint, both tied to the control by aria-describedby; aria-invalid while there is an error.
// The control is rendered by the caller (input, textarea or select) from the props handed to it. InputField,
// PasswordField and EmailField are its common kinds; useFields holds a form's texts and errors and binds a field
// to them by name. They share this one module so that a page loads them as one small file, not five.
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';

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

/** A whole number from range[0] to range[1] (no upper limit without one); a phone shows its number pad. */
export function WholeNumberField({
  range: [min, max],
  ...props
}: Omit<InputFieldProps, 'type' | 'inputMode' | 'step' | 'min' | 'max'> & { range: [min: number, max?: number] }) {
  return <InputField {...props} type="number" inputMode="numeric" min={min} max={max} step={1} />;
}

/** Only the two password values, so that password managers fill the current one and offer to store a new one. */
type PasswordFieldProps = Omit<InputFieldProps, 'type' | 'autoComplete'> & { autoComplete: 'current-password' | 'new-password' };

/** A password input. */
export function PasswordField(props: PasswordFieldProps) {
  return <InputField {...props} type="password" />;
}

/** The 'Email' field of the sign-in forms (/auth, /course-access, the purchase dialog): a required e-mail input. */
export function EmailField(props: Omit<InputFieldProps, 'label' | 'name' | 'type' | 'autoComplete' | 'required'>) {
  return <InputField {...props} label="Email" name="email" type="email" autoComplete="email" required />;
}

/** An error per field, and `form` for a problem with the whole form (shown by FormError). */
export type FieldErrors<Name extends string> = Partial<Record<Name | 'form', string>>;

/** A form's texts and errors by field name; bind(name) hands a field its value, onChange and error. */
export function useFields<Name extends string>(initial: Record<Name, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const set = (name: Name, value: string) => setValues((current) => ({ ...current, [name]: value }));
  return {
    values,
    errors,
    setErrors,
    set,
    /** Every field back to its first text (after a successful send). */
    reset: () => setValues(initial),
    bind: (name: Name) => ({ value: values[name], onChange: (value: string) => set(name, value), error: errors[name] }),
  };
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
