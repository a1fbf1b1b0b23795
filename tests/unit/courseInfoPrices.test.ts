// The course pages are pre-rendered from Sanity; their displayed prices must match the course records
// (scripts/lib/demo-data.mjs), which are what checkout charges.
import { describe, expect, it } from 'vitest';
import { getCourseInfos } from '../../src/content/courses';
import { DEMO_COURSES } from '../../scripts/lib/demo-data.mjs';

describe('courseInfo prices', () => {
  it('match the course records for every course with its own page', async () => {
    const infos = await getCourseInfos();
    const withPages = infos.filter((info) => info.hasPage);
    expect(withPages.map((info) => info.courseId).sort()).toEqual(['quantum-alchemy-breathwork', 'the-animal-that-walks-with-you']);
    for (const info of withPages) {
      const record = DEMO_COURSES.find((course) => course.id === info.courseId);
      expect(record, info.courseId).toBeDefined();
      expect(info.price).toBe(record!.price);
      expect(info.originalPrice).toBe(record!.original_price);
    }
  });

  it('has a courseInfo for every course record, and coming-soon ones are the spec\'s two', async () => {
    const infos = await getCourseInfos();
    expect(infos.map((info) => info.courseId).sort()).toEqual(DEMO_COURSES.map((course) => course.id).sort());
    expect(infos.filter((info) => info.comingSoon).map((info) => info.title)).toEqual(['Sonic Sound Healing', 'Shapeshifter Soul']);
  });
});
