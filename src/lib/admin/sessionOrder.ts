// Session order maths for the course builder: moving one session up or down in a list of ids,
// and whether a proposed order is exactly the course's current sessions. Pure, no imports.

/** The ids with the one at `index` moved by `delta` places (clamped to the ends); the same array when nothing moves. */
export function moveId(ids: readonly string[], index: number, delta: number): string[] {
  const target = Math.min(Math.max(index + delta, 0), ids.length - 1);
  if (index < 0 || index >= ids.length || target === index) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** True when `proposed` holds every id of `current` exactly once and nothing else. */
export function isPermutationOf(proposed: readonly string[], current: readonly string[]): boolean {
  if (proposed.length !== current.length) return false;
  const remaining = new Set(current);
  for (const id of proposed) {
    if (!remaining.delete(id)) return false;
  }
  return remaining.size === 0;
}

/** The 1-based session_order each id gets from its place in the list. */
export function ordersFromList(ids: readonly string[]): Map<string, number> {
  return new Map(ids.map((id, index) => [id, index + 1]));
}

/** "Moved 'Breath' to position 2 of 5." for the live region that follows a move. */
export function movedAnnouncement(title: string, position: number, total: number): string {
  return `Moved '${title}' to position ${position} of ${total}.`;
}
