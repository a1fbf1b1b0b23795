// A small action button of an admin card or list row: its visible word, then, for screen readers only, what it
// acts on, so that each row's 'Delete' has a name of its own ('Delete: Dawn', 'Delete ada@example.com').
import type { ComponentProps } from 'react';
import { Button } from '../ui/Button';

type Props = Omit<ComponentProps<typeof Button>, 'variant'> & {
  /** Read after the word, as the screen shows nothing of it: ': Dawn', ' to ada@example.com'. */
  about: string;
  /** The main action of the row (a filled button) rather than a secondary one. */
  primary?: boolean;
  /** A destructive action: the admin's red button. */
  danger?: boolean;
};

export function RowButton({ about, primary = false, danger = false, className, children, ...button }: Props) {
  const classes = [danger && 'admin-btn-danger', className, 'admin-btn-small'].filter(Boolean).join(' ');
  return (
    <Button variant={primary || danger ? 'primary' : 'secondary'} className={classes} {...button}>
      {children}
      <span className="sr-only">{about}</span>
    </Button>
  );
}
