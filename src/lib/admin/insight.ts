// Pure helpers of the Insight tab: the last twelve months and the geometry of a bar chart.
import type { AdminInsight } from './admin';

/** The `count` calendar months (UTC) ending with the month of `now`, oldest first, as YYYY-MM. */
export function lastMonths(now: Date, count = 12): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(`${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Mar 2026' for '2026-03'. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[monthNumber - 1]} ${year}`;
}

export type Bar = { x: number; y: number; width: number; height: number };

/** Bars for values in a chart of the given size: equal widths with gaps, heights scaled to the largest value. */
export function barLayout(values: readonly number[], width: number, height: number, gap = 4): Bar[] {
  if (values.length === 0) return [];
  const max = Math.max(...values.map((value) => Math.max(0, value)));
  const barWidth = Math.max(1, (width - gap * (values.length - 1)) / values.length);
  return values.map((value, index) => {
    const barHeight = max > 0 ? (Math.max(0, value) / max) * height : 0;
    return { x: index * (barWidth + gap), y: height - barHeight, width: barWidth, height: barHeight };
  });
}

/** The Insight data as the function sends it: the spec's parts plus how many learners are quiet in all. */
export type AdminInsightData = AdminInsight & {
  /** Learners with no activity for INACTIVE_DAYS days in all (the list shows the first 50). */
  quietLearnerCount: number;
};

/** '120 learners have had no activity for 30 days; the 50 quiet longest are listed.' */
export function quietLearnersLine(count: number, shown: number, days = 30): string {
  const learners = `${count} ${count === 1 ? 'learner has' : 'learners have'} had no activity for ${days} days`;
  return shown < count ? `${learners}; the ${shown} quiet longest are listed.` : `${learners}.`;
}
