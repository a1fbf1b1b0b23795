// The site banner's start and end at that minute, without a rebuild: shown from "Show from", hidden from "Hide
// from" (src/lib/site/bannerWindow.ts). Loaded only by pages whose banner has a time window.
import { bannerShows, nextBannerChange } from '../lib/site/bannerWindow';

/** setTimeout's longest wait; a change further away is made by a later visit's page. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

export function scheduleBanner(banner: HTMLElement): void {
  const times = { startsAt: banner.dataset.bannerStarts, endsAt: banner.dataset.bannerEnds };
  const update = () => {
    const now = Date.now();
    banner.hidden = !bannerShows(times, now);
    const next = nextBannerChange(times, now);
    if (next !== null && next - now <= LONGEST_WAIT_MS) setTimeout(update, next - now);
  };
  update();
}
