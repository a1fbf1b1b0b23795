// The site banner's time window (Sanity: "Show from" and "Hide from", both optional): the build leaves out a banner
// whose end has passed, and the page's few lines of script show it at its start and hide it at its end, at that
// minute, without a rebuild. Pure: no imports.

export type BannerTimes = { startsAt?: string | null; endsAt?: string | null };

const timeOf = (value: string | null | undefined): number | null => {
  const at = value ? Date.parse(value) : NaN;
  return Number.isFinite(at) ? at : null;
};

/** True when the banner shows at `now`: from its start (if any) until its end (if any). */
export function bannerShows(times: BannerTimes, now: number): boolean {
  const starts = timeOf(times.startsAt);
  const ends = timeOf(times.endsAt);
  return (starts === null || now >= starts) && (ends === null || now < ends);
}

/** True when the banner's end has passed: the build leaves it out. */
export function bannerIsOver(times: BannerTimes, now: number): boolean {
  const ends = timeOf(times.endsAt);
  return ends !== null && ends <= now;
}

/** The next moment after `now` at which the banner shows or hides, or null when it never changes again. */
export function nextBannerChange(times: BannerTimes, now: number): number | null {
  const later = [timeOf(times.startsAt), timeOf(times.endsAt)].filter((at): at is number => at !== null && at > now);
  return later.length ? Math.min(...later) : null;
}
