// The 'Email' field of the sign-in screens (/auth, /course-access): a required e-mail input in the kit's Field.
import { InputField } from './Field';

export default function EmailField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <InputField
      id={id}
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
