// In-app navigation for the course area: history push plus an event the app shell listens to.
import type { MouseEvent, ReactNode } from 'react';

export function navigate(path: string): void {
  if (path === window.location.pathname) return;
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event('course-app:navigate'));
}

/** An in-app link: plain <a> (works without JS and with new tabs), client-routed on a normal click. */
export function AppLink({
  href,
  children,
  ...rest
}: {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page';
  'aria-label'?: string;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
