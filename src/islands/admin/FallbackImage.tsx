// A decorative picture that tries each source in turn when one fails to load (session image, course
// image, then the site's default photo).
import { useEffect, useState } from 'react';

export function FallbackImage({ sources, className }: { sources: string[]; className?: string }) {
  const list = sources.filter(Boolean);
  const key = list.join('|');
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [key]);
  const src = list[Math.min(index, list.length - 1)];
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={640}
      height={360}
      loading="lazy"
      className={className}
      onError={() => setIndex((current) => (current < list.length - 1 ? current + 1 : current))}
    />
  );
}
