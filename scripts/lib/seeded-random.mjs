// @ts-check
// A small seeded random generator (mulberry32) for the generated pictures: the same seed draws the same picture on
// every run.

/**
 * @param {number} seed any number (its low 32 bits are used)
 * @returns {() => number} the next number in [0, 1) on each call
 */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
