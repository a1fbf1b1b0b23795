// The island kit's button: one look per purpose (primary, secondary, danger, link-like) and a busy state that
// disables it, shows a spinner and may say what is happening ('Saving...').
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './kit.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'btn',
  secondary: 'btn btn-outline',
  danger: 'btn btn--danger',
  link: 'link-button',
};

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** While true the button is disabled and shows a spinner (and busyLabel, when given, instead of its label). */
  busy?: boolean;
  busyLabel?: ReactNode;
};

export function Button({ variant = 'primary', busy = false, busyLabel, className, disabled, type = 'button', children, ...rest }: Props) {
  const spinner = variant === 'secondary' ? 'spinner' : 'spinner spinner--light';
  return (
    <button
      type={type}
      className={className ? `${VARIANT_CLASS[variant]} ${className}` : VARIANT_CLASS[variant]}
      disabled={disabled || busy}
      {...rest}
    >
      {busy && variant !== 'link' && <span className={spinner} aria-hidden="true" />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
