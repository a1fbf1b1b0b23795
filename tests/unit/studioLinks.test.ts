// The course builder's links to a course's page in Sanity Studio: an edit intent for a page that exists, a create
// intent (the page's id, the template, the course id and title as its parameters) for one that does not.
import { describe, expect, it } from 'vitest';
import { COURSE_PAGE_TEMPLATE, coursePageStudioLink } from '../../src/lib/admin/studioLinks';

const studio = {
  studioUrl: 'https://maya.sanity.studio/',
  documentIds: { 'quantum-alchemy-breathwork': 'course-quantum-alchemy-breathwork' },
};

/** The intent parameters as the Studio's router reads them (base64url JSON). */
const decodeParams = (segment: string) =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(segment.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))));

describe('coursePageStudioLink', () => {
  it("opens a course's existing page by its document id", () => {
    expect(coursePageStudioLink(studio, { id: 'quantum-alchemy-breathwork', title: 'Quantum Alchemy Breathwork' })).toEqual({
      href: 'https://maya.sanity.studio/intent/edit/id=course-quantum-alchemy-breathwork;type=courseInfo',
      label: 'Edit its page in the Studio',
      exists: true,
    });
  });

  it('creates a missing page under course-<id>, its course id and title filled in (any letters)', () => {
    const link = coursePageStudioLink(studio, { id: 'moon-rest', title: 'Moon Rest — Zoë’s course' });
    expect(link.label).toBe('Write its page in the Studio');
    expect(link.exists).toBe(false);
    const match = /^https:\/\/maya\.sanity\.studio\/intent\/create\/([^/]+)\/([A-Za-z0-9_-]+)$/.exec(link.href);
    expect(match).not.toBeNull();
    expect(match![1]).toBe(`id=course-moon-rest;template=${COURSE_PAGE_TEMPLATE};type=courseInfo`);
    expect(decodeParams(match![2]!)).toEqual({ courseId: 'moon-rest', title: 'Moon Rest — Zoë’s course' });
  });
});
