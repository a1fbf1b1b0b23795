// The site banner's time window and the course form's 'Sale ends' field.
import { describe, expect, it } from 'vitest';
import { bannerIsOver, bannerShows, nextBannerChange } from '../../src/lib/site/bannerWindow';
import { saleEndFieldValue, saleEndFromField } from '../../src/lib/admin/saleEndField';

const START = '2030-01-01T09:00:00.000Z';
const END = '2030-01-08T09:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('the banner window', () => {
  it('shows from its start until its end, and always without times', () => {
    const times = { startsAt: START, endsAt: END };
    expect(bannerShows(times, at(START) - 1)).toBe(false);
    expect(bannerShows(times, at(START))).toBe(true);
    expect(bannerShows(times, at(END) - 1)).toBe(true);
    expect(bannerShows(times, at(END))).toBe(false);
    expect(bannerShows({}, 0)).toBe(true);
    expect(bannerShows({ startsAt: null, endsAt: 'never' }, 0)).toBe(true);
  });

  it('is left out of a build after its end, and says when it next changes', () => {
    expect(bannerIsOver({ endsAt: END }, at(END))).toBe(true);
    expect(bannerIsOver({ endsAt: END }, at(END) - 1)).toBe(false);
    expect(bannerIsOver({}, at(END))).toBe(false);
    expect(nextBannerChange({ startsAt: START, endsAt: END }, 0)).toBe(at(START));
    expect(nextBannerChange({ startsAt: START, endsAt: END }, at(START))).toBe(at(END));
    expect(nextBannerChange({ startsAt: START, endsAt: END }, at(END))).toBeNull();
  });
});

describe("the course form's Sale ends field", () => {
  it('shows a stored end in local time and sends the local time back as the same instant', () => {
    const shown = saleEndFieldValue(END);
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(saleEndFromField(shown)).toBe(END);
    expect(saleEndFieldValue(null)).toBe('');
    expect(saleEndFieldValue('soon')).toBe('');
  });

  it('sends none for an empty field and unreadable text as it is (the schema refuses it)', () => {
    expect(saleEndFromField('  ')).toBeNull();
    expect(saleEndFromField('next Friday')).toBe('next Friday');
  });
});
