// A link that looks like the kit's primary or secondary (outline) button: the learner's ways between the app's
// pages ('My Dashboard', 'Back to Courses', 'Sign In'...). Its words come as a label, as LoadProblem's way back does.

type Props = { href: string; label: string; variant?: 'primary' | 'secondary' };

export function LinkButton({ href, label, variant = 'primary' }: Props) {
  return (
    <a className={variant === 'secondary' ? 'btn btn-outline' : 'btn'} href={href}>
      {label}
    </a>
  );
}
