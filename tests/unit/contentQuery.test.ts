import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSeed, queryLocal, referencedParams } from '../../src/content/localDataset';
import { contentMode } from '../../src/content/query';
import { SITE_SETTINGS_QUERY, type SiteSettings } from '../../src/content/siteSettings';

const line = (doc: object) => JSON.stringify(doc);

function seedFile(docs: object[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'seed-'));
  const path = join(dir, 'data.ndjson');
  writeFileSync(path, docs.map(line).join('\n') + '\n');
  return path;
}

afterEach(() => {
  delete process.env.CONTENT_SEED_PATH;
});

describe('the local content source', () => {
  it('answers the site settings query from the real seed', async () => {
    const settings = await queryLocal<SiteSettings>(SITE_SETTINGS_QUERY);
    expect(settings.banner.text).toBe('LIMITED TIME: 50% OFF ALL SESSIONS');
    expect(settings.footer.loginPrompt).toBe('Already enrolled? Log in here');
    expect(settings.socialLinks).toHaveLength(5);
  });

  it('hides drafts, as the published perspective of the hosted API does', async () => {
    process.env.CONTENT_SEED_PATH = seedFile([
      { _id: 'post-1', _type: 'post', title: 'Published' },
      { _id: 'drafts.post-1', _type: 'post', title: 'Unpublished edit' },
      { _id: 'drafts.post-2', _type: 'post', title: 'Never published' },
    ]);
    const titles = await queryLocal<string[]>('*[_type == "post"].title');
    expect(titles).toEqual(['Published']);
  });

  it('rejects a query whose parameter is missing instead of treating it as null', async () => {
    await expect(queryLocal('*[_type == "treatment" && slug.current == $slug][0]')).rejects.toThrow(
      'param $slug referenced, but not provided',
    );
    process.env.CONTENT_SEED_PATH = seedFile([{ _id: 't1', _type: 'treatment', slug: { current: 'anxiety-relief' } }]);
    const found = await queryLocal<{ _id: string }>('*[_type == "treatment" && slug.current == $slug][0]', {
      slug: 'anxiety-relief',
    });
    expect(found._id).toBe('t1');
  });

  it('finds parameters anywhere in a query', () => {
    expect([...referencedParams('*[_type == $type]{ "x": *[_id == ^.ref && lang == $lang][0] }')].sort()).toEqual(['lang', 'type']);
  });

  it('names the line of a broken seed', () => {
    expect(() => parseSeed('{"_id":"a","_type":"x"}\n{broken\n')).toThrow('line 2 is not valid JSON');
    // Blank lines count: the number is the line to open in an editor.
    expect(() => parseSeed('{"_id":"a","_type":"x"}\n\n\n{broken\n')).toThrow('content/seed/data.ndjson line 4 is not valid JSON');
  });
});

describe('the content source switch', () => {
  it('uses Sanity only when a project id is configured', () => {
    expect(contentMode({})).toBe('local');
    expect(contentMode({ SANITY_PROJECT_ID: 'abc123' })).toBe('sanity');
  });
});
