// Tests for scripts/validate-seed.ts: the real seed passes, and each kind of mistake
// in a temporary seed is reported with the right document, field path and message.
// Run with `npm test` (node --test; Node >= 22.18 strips the TypeScript types).
import assert from 'node:assert/strict'
import {execFile} from 'node:child_process'
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {after, describe, it} from 'node:test'
import {fileURLToPath} from 'node:url'
import {promisify} from 'node:util'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {schemaTypes} from '../schemaTypes/index.ts'
import {formatProblem, validateSeed, type Problem, type ValidateSeedOptions} from '../scripts/validate-seed.ts'

const run = promisify(execFile)
const SCRIPT = fileURLToPath(new URL('../scripts/validate-seed.ts', import.meta.url))
const REAL_SEED = fileURLToPath(new URL('../../content/seed/data.ndjson', import.meta.url))

type Doc = Record<string, any>

const realDocs = (): Doc[] =>
  readFileSync(REAL_SEED, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))

/** A fresh, deep copy of the real siteSettings document. */
const settings = (): Doc => structuredClone(realDocs().find((doc) => doc._id === 'siteSettings')!)

const workDir = mkdtempSync(join(tmpdir(), 'validate-seed-'))
after(() => rmSync(workDir, {recursive: true, force: true}))
let seedCount = 0

/** Writes documents to a temporary seed folder (with an images/ folder holding `images`). */
function writeSeed(docs: Doc[], {images = [] as string[], raw = ''} = {}): string {
  const dir = join(workDir, `seed-${++seedCount}`)
  mkdirSync(join(dir, 'images'), {recursive: true})
  for (const image of images) writeFileSync(join(dir, 'images', image), 'not really a jpeg')
  const file = join(dir, 'data.ndjson')
  writeFileSync(file, docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n' + raw)
  return file
}

async function problemsOf(docs: Doc[], options?: ValidateSeedOptions & {images?: string[]; raw?: string}) {
  const {images, raw, ...validateOptions} = options ?? {}
  const report = await validateSeed(writeSeed(docs, {images, raw}), validateOptions)
  return report.problems.map(formatProblem)
}

/** Asserts that exactly these problem lines were reported (order-insensitive). */
function assertProblems(actual: string[], expected: string[]) {
  assert.deepEqual([...actual].sort(), [...expected].sort())
}

// The Studio schema has no references, slugs or images yet, so these cases use the
// Studio's types plus two test document types that have them.
const testTypes: ValidateSeedOptions = {
  types: [
    ...schemaTypes,
    defineType({
      name: 'testPerson',
      type: 'document',
      fields: [defineField({name: 'name', type: 'string', validation: (rule) => rule.required()})],
    }),
    defineType({
      name: 'testPost',
      type: 'document',
      fields: [
        defineField({name: 'title', type: 'string', validation: (rule) => rule.required()}),
        defineField({name: 'slug', type: 'slug', validation: (rule) => rule.required()}),
        defineField({name: 'author', type: 'reference', to: [{type: 'testPerson'}]}),
        defineField({name: 'cover', type: 'image', validation: (rule) => rule.required()}),
        defineField({name: 'published', type: 'datetime'}),
        defineField({name: 'tags', type: 'array', of: [defineArrayMember({type: 'reference', to: [{type: 'testPerson'}]})]}),
      ],
    }),
  ],
}
const person = (id: string): Doc => ({_id: id, _type: 'testPerson', name: `Person ${id}`})
const post = (id: string, fields: Doc = {}): Doc => ({
  _id: id,
  _type: 'testPost',
  title: `Post ${id}`,
  slug: {_type: 'slug', current: id},
  cover: {_type: 'image', _sanityAsset: 'image@file://./images/cover.jpg'},
  ...fields,
})

describe('the real seed', () => {
  it('has no problems', async () => {
    const report = await validateSeed(REAL_SEED)
    assert.deepEqual(report.problems.map(formatProblem), [])
    assert.equal(report.documents, realDocs().length)
  })

  it('passes on the command line with a summary line and exit code 0', async () => {
    const {stdout} = await run(process.execPath, [SCRIPT])
    assert.equal(stdout.trim(), `seed: ${realDocs().length} documents, 0 problems`)
  })
})

describe('the command line', () => {
  it('prints one line per problem and a summary, and exits with code 1', async () => {
    const doc = settings()
    delete doc.brandName
    doc.banner.href = 'work-with-me'
    const seed = writeSeed([doc])
    const failure = await run(process.execPath, [SCRIPT, seed]).then(
      () => assert.fail('expected exit code 1'),
      (error: {code: number; stdout: string}) => error,
    )
    assert.equal(failure.code, 1)
    const lines = failure.stdout.trim().split('\n')
    assert.equal(lines.length, 3)
    assert.match(lines[0], /^siteSettings banner\.href: This is not a link the website understands\./)
    assert.equal(lines[1], 'siteSettings brandName: Fill in “Practice name”.')
    assert.equal(lines[2], 'seed: 1 documents, 2 problems')
  })

  it('reports a seed file that cannot be read', async () => {
    const report = await validateSeed(join(workDir, 'no-such-file.ndjson'))
    assert.equal(report.problems.length, 1)
    assert.match(formatProblem(report.problems[0]), /^seed \(document\): cannot read /)
  })
})

describe('required fields', () => {
  it('reports a missing top-level field', async () => {
    const doc = settings()
    delete doc.brandName
    assertProblems(await problemsOf([doc]), ['siteSettings brandName: Fill in “Practice name”.'])
  })

  it('reports a missing nested field, and a missing object once (not each of its fields)', async () => {
    const doc = settings()
    delete doc.footer.copyright
    delete doc.notFound
    // A missing object reports Sanity's own "Required": outside the Studio, Sanity's validateDocument adds a
    // warning-level unknown-field check to object rules, which drops their message (the Studio shows ours).
    assertProblems(await problemsOf([doc]), ['siteSettings footer.copyright: Fill in “Copyright line”.', 'siteSettings notFound: Required'])
  })

  it('reports an empty menu', async () => {
    const doc = settings()
    doc.navigation.links = []
    assertProblems(await problemsOf([doc]), ['siteSettings navigation.links: Add at least one entry to “Menu links”.'])
  })
})

describe('types', () => {
  it('reports a number where text belongs, without follow-on noise', async () => {
    const doc = settings()
    doc.practitionerName = 42
    assertProblems(await problemsOf([doc]), ['siteSettings practitionerName: Expected type "String", got "Number"'])
  })

  it('reports text where an object or a list belongs', async () => {
    const doc = settings()
    doc.banner = 'Half price'
    doc.socialLinks = {instagram: 'https://instagram.com/x'}
    const problems = await problemsOf([doc])
    assert.ok(problems.includes('siteSettings banner: Expected type "Object", got "String"'), problems.join('\n'))
    assert.ok(problems.includes('siteSettings socialLinks: Expected type "Array", got "Object"'), problems.join('\n'))
  })

  it('reports null values', async () => {
    const doc = settings()
    doc.banner.text = null
    assertProblems(await problemsOf([doc]), [
      'siteSettings banner.text: is null: leave the field out instead (Sanity does not store null values)',
    ])
  })

  it('reports values outside a list of options, bad emails and bad URLs', async () => {
    const doc = settings()
    doc.socialLinks[0].platform = 'myspace'
    doc.contact.email = 'hello at example'
    doc.socialLinks[1].url = 'facebook.com/me'
    assertProblems(await problemsOf([doc]), [
      'siteSettings socialLinks[_key=="instagram"].platform: Choose one of the offered options for “Platform”.',
      'siteSettings contact.email: “Email address” must be an email address, for example name@example.com.',
      'siteSettings socialLinks[_key=="facebook"].url: “Web address” must be a full web address starting with https://, for example https://www.example.com.',
    ])
  })

  it('reports a datetime that is not ISO 8601', async () => {
    const problems = await problemsOf([post('a', {published: 'last Tuesday'})], {...testTypes, images: ['cover.jpg']})
    assertProblems(problems, ['a published: Must be a valid ISO-8601 formatted date string'])
  })

  it('reports a nested object whose _type does not match the field', async () => {
    const doc = settings()
    doc.footer._type = 'banner'
    assertProblems(await problemsOf([doc]), ['siteSettings footer: _type is "banner" but this field holds a footer'])
  })
})

describe('unknown fields and types', () => {
  it('reports fields that are not in the schema, at any depth', async () => {
    const doc = settings()
    doc.favouriteColour = 'sage'
    doc.navigation.links[2].children[0].target = '_blank'
    assertProblems(await problemsOf([doc]), [
      'siteSettings favouriteColour: unknown field "favouriteColour": siteSettings has no such field in the Studio schema',
      'siteSettings navigation.links[_key=="about"].children[_key=="about-maya"].target: unknown field "target": navChild has no such field in the Studio schema',
    ])
  })

  it('reports unknown document types and object types used as documents', async () => {
    const problems = await problemsOf([
      settings(),
      {_id: 'p', _type: 'podcastEpisode', title: 'x'},
      {_id: 'n', _type: 'navLink', label: 'x', href: '/'},
    ])
    assertProblems(problems, [
      'p (document): unknown document type "podcastEpisode": the Studio schema has no such type',
      'n (document): "navLink" is not a document type (it can only be used inside a document)',
    ])
  })

  it('reports list items of a type the list does not allow', async () => {
    const doc = settings()
    doc.navigation.links[1]._type = 'socialLink'
    assertProblems(await problemsOf([doc]), [
      'siteSettings navigation.links[_key=="courses"]: _type "socialLink" is not allowed in this list (allowed: navLink)',
    ])
  })

  it('reports unknown system keys', async () => {
    const doc = settings()
    doc.banner._kye = 'x'
    assertProblems(await problemsOf([doc]), ['siteSettings banner._kye: unknown system key "_kye"'])
  })
})

describe('list item keys', () => {
  it('reports a missing _key and a repeated _key', async () => {
    const doc = settings()
    delete doc.navigation.links[0]._key
    doc.socialLinks[1]._key = 'instagram'
    assertProblems(await problemsOf([doc]), [
      'siteSettings navigation.links[0]: list item has no _key: every object in a list needs a unique _key',
      'siteSettings socialLinks[1]: duplicate _key "instagram": every object in a list needs its own _key',
    ])
  })
})

describe('custom rules of the Studio schema', () => {
  it('accepts site paths and http(s) addresses as links, and rejects other links', async () => {
    const doc = settings()
    doc.navigation.links[0].href = 'https://example.com/page'
    doc.navigation.links[1].href = 'courses'
    doc.navigation.links[2].children[1].href = 'mailto:hello@example.com'
    doc.footer.loginHref = '//evil.example'
    const problems = await problemsOf([doc])
    assert.equal(problems.length, 3, problems.join('\n'))
    assert.match(
      problems.find((p) => p.includes('links[_key=="courses"].href'))!,
      /not a link the website understands/,
    )
    assert.match(
      problems.find((p) => p.includes('children[_key=="treatments"].href'))!,
      /Only web addresses/,
    )
    assert.match(
      problems.find((p) => p.includes('footer.loginHref'))!,
      /two slashes/,
    )
  })

  it('reports the same social platform listed twice', async () => {
    const doc = settings()
    doc.socialLinks[1].platform = 'instagram'
    assertProblems(await problemsOf([doc]), ['siteSettings socialLinks: Instagram is listed more than once. Keep one link per platform.'])
  })

  it('keeps siteSettings a singleton with the id the site reads', async () => {
    const doc = settings()
    doc._id = 'settings-2'
    assertProblems(await problemsOf([settings(), doc]), [
      'settings-2 (document): siteSettings is a singleton: its _id must be "siteSettings" (or "drafts.siteSettings")',
    ])
  })
})

describe('references', () => {
  it('accepts references to existing documents of an allowed type', async () => {
    const problems = await problemsOf(
      [person('maya'), post('a', {author: {_type: 'reference', _ref: 'maya'}, tags: [{_key: 't', _type: 'reference', _ref: 'maya'}]})],
      {...testTypes, images: ['cover.jpg']},
    )
    assertProblems(problems, [])
  })

  it('reports a dangling reference', async () => {
    const problems = await problemsOf([post('a', {author: {_type: 'reference', _ref: 'ghost'}})], {...testTypes, images: ['cover.jpg']})
    assertProblems(problems, ['a author: refers to "ghost", which does not exist in the seed (dangling reference)'])
  })

  it('reports a reference to an unpublished draft', async () => {
    const problems = await problemsOf([person('drafts.maya'), post('a', {author: {_type: 'reference', _ref: 'maya'}})], {
      ...testTypes,
      images: ['cover.jpg'],
    })
    assertProblems(problems, ['a author: refers to "maya", which exists only as an unpublished draft'])
  })

  it('reports a reference to a document of the wrong type, also inside lists', async () => {
    const problems = await problemsOf(
      [post('b'), post('a', {author: {_type: 'reference', _ref: 'b'}, tags: [{_key: 't', _type: 'reference', _ref: 'b'}]})],
      {...testTypes, images: ['cover.jpg']},
    )
    assertProblems(problems, [
      'a author: refers to "b", a testPost document, but only testPerson documents are allowed here',
      'a tags[_key=="t"]: refers to "b", a testPost document, but only testPerson documents are allowed here',
    ])
  })
})

describe('slugs', () => {
  it('reports the same slug on two documents of a type', async () => {
    const problems = await problemsOf([post('a'), post('b', {slug: {_type: 'slug', current: 'a'}})], {...testTypes, images: ['cover.jpg']})
    assertProblems(problems, ['a slug: Slug is already in use', 'b slug: Slug is already in use'])
  })

  it('allows a draft to share the slug of its own published document', async () => {
    const problems = await problemsOf([post('a'), post('drafts.a', {title: 'New title'})], {...testTypes, images: ['cover.jpg']})
    assertProblems(problems, [])
  })

  it('reports a slug without a value', async () => {
    const problems = await problemsOf([post('a', {slug: {_type: 'slug', current: ' '}})], {...testTypes, images: ['cover.jpg']})
    assertProblems(problems, ['a slug: Slug must have a value'])
  })
})

describe('images', () => {
  it('accepts a _sanityAsset whose file exists, satisfying "required"', async () => {
    assertProblems(await problemsOf([post('a')], {...testTypes, images: ['cover.jpg']}), [])
  })

  it('reports a missing image file', async () => {
    const problems = await problemsOf([post('a')], testTypes)
    assert.equal(problems.length, 1, problems.join('\n'))
    assert.match(
      problems[0],
      /^a cover: image file not found: .*images\/cover\.jpg \(from _sanityAsset "image@file:\/\/\.\/images\/cover\.jpg"\)$/,
    )
  })

  it('reports an image without any asset, a malformed _sanityAsset and one outside images/', async () => {
    const problems = await problemsOf(
      [
        post('a', {cover: {_type: 'image'}}),
        post('b', {cover: {_type: 'image', _sanityAsset: 'https://example.com/x.jpg'}}),
        post('c', {cover: {_type: 'image', _sanityAsset: 'image@file://./images/../data.ndjson'}}),
      ],
      {...testTypes, images: ['cover.jpg']},
    )
    assert.equal(problems.length, 3, problems.join('\n'))
    assert.equal(problems[0], 'a cover: Required')
    assert.match(problems[1], /^b cover: _sanityAsset "https:\/\/example.com\/x.jpg" must look like "image@file:\/\/\.\/images\/<file>"/)
    assert.match(
      problems[2],
      /^c cover: _sanityAsset "image@file:\/\/\.\/images\/\.\.\/data\.ndjson" must point to a file inside .*images\/$/,
    )
  })
})

describe('drafts', () => {
  it('validates draft copies too, reporting them by their own _id', async () => {
    const draft = settings()
    draft._id = 'drafts.siteSettings'
    delete draft.footer.tagline
    draft.navigation.links[0].href = 'home'
    const problems = await problemsOf([settings(), draft])
    assert.equal(problems.length, 2, problems.join('\n'))
    assert.equal(problems[0], 'drafts.siteSettings footer.tagline: Fill in “Tagline”.')
    assert.match(problems[1], /^drafts\.siteSettings navigation\.links\[_key=="home"\]\.href: This is not a link/)
  })

  it('reports a draft whose type differs from its published document', async () => {
    const problems = await problemsOf([person('x'), {...post('drafts.x')}], {...testTypes, images: ['cover.jpg']})
    assertProblems(problems, ['drafts.x (document): this draft is a testPost but "x" is a testPerson'])
  })
})

describe('the seed file itself', () => {
  it('reports lines that are not JSON documents, documents without _id and repeated _ids', async () => {
    const noId = settings()
    delete noId._id
    const problems = await problemsOf([settings(), settings(), noId], {raw: '{not json\n'})
    assert.equal(problems.length, 3, problems.join('\n'))
    assert.ok(problems.includes('siteSettings (document): duplicate _id: line 2 repeats the document on line 1'), problems.join('\n'))
    assert.ok(problems.includes('line 3 (document): document has no _id'), problems.join('\n'))
    assert.ok(
      problems.some((p) => p.startsWith('line 4 (document): not valid JSON')),
      problems.join('\n'),
    )
  })

  it('counts every document and drops none', async () => {
    const report = await validateSeed(writeSeed([settings(), person('a'), person('b')]), testTypes)
    assert.equal(report.documents, 3)
  })
})

describe('the schema itself', () => {
  it('reports schema errors instead of silently validating against an empty schema', async () => {
    const report = await validateSeed(REAL_SEED, {
      types: [...schemaTypes, {name: 'broken', type: 'document', fields: [{name: 'x', type: 'noSuchType'}]}],
    })
    const problems: Problem[] = report.problems.filter((problem) => problem.id === 'schema')
    assert.ok(problems.length > 0, report.problems.map(formatProblem).join('\n'))
  })
})
