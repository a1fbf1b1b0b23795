// Keyboard movement in a tab list (the island kit's Tabs): arrows move and wrap, Home and End jump. Pure.

/** The tab an arrow, Home or End key moves to from `index` (wrapping), or null for any other key. */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
