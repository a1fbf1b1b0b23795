// One card of the admin's course and session grids: the picture (each source in turn), the title, the details the
// tab gives and a row of actions. The list item carries the tab's own class and data attributes.
import type { LiHTMLAttributes, ReactNode } from 'react';
import { FallbackImage } from './FallbackImage';

type Props = LiHTMLAttributes<HTMLLIElement> & {
  /** The picture's sources, best first (see FallbackImage). */
  image: string[];
  title: string;
  /** The buttons and links below the details. */
  actions: ReactNode;
};

export function AdminCard({ image, title, actions, className, children, ...item }: Props) {
  return (
    <li className={className ? `course-card ${className}` : 'course-card'} {...item}>
      <FallbackImage sources={image} />
      <div className="course-card__body">
        <h3>{title}</h3>
        {children}
        <div className="admin-actions">{actions}</div>
      </div>
    </li>
  );
}
