// The Studio speaks the practitioner's words: a message of its own on every rule, a description on every
// field she fills, previews with human dates, starting values, unique page addresses and "Open on site".
import assert from 'node:assert/strict'
import {mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {after, describe, it} from 'node:test'
import {fileURLToPath} from 'node:url'
import {ConcreteRuleClass, createSchema, defineField, defineType} from 'sanity'
import {schemaTypes} from '../schemaTypes/index.ts'
import {nextPosition, POSITION_WAIT_MS} from '../schemaTypes/fields/order.ts'
import {messageFor, withPlainMessages} from '../schemaTypes/messages.ts'
import {humanDate, today} from '../schemaTypes/preview.ts'
import {createSeedClient, formatProblem, validateSeed} from '../scripts/validate-seed.ts'
import {DEFAULT_LOCAL_SITE_URL, siteOrigin, sitePath, siteUrlFor} from '../sitePages.ts'

const SEED = fileURLToPath(new URL('../../content/seed/data.ndjson', import.meta.url))
const IMAGES = fileURLToPath(new URL('../../content/seed/images', import.meta.url))
type Doc = Record<string, any>
const seedDocs = (): Doc[] =>
  readFileSync(SEED, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))

type Definition = {
  name?: string
  type?: string
  title?: string
  description?: string
  fields?: Definition[]
  of?: Definition[]
  marks?: {annotations?: Definition[]}
  validation?: unknown
  preview?: {select?: Record<string, string>; prepare?: (value: Record<string, unknown>) => Record<string, unknown>}
  initialValue?: unknown
}
const definitions = schemaTypes as unknown as Definition[]
const typeNamed = (name: string) => definitions.find((type) => type.name === name)!
const fieldOf = (type: Definition, name: string) => type.fields!.find((field) => field.name === name)!

type RuleLike = {_rules: Array<{flag: string}>; _message?: unknown}

/** Every rule written in these definitions that would show one of Sanity's default messages, by path. */
function rulesWithDefaultMessages(types: Definition[]): string[] {
  const found: string[] = []
  const visit = (definition: Definition, path: string) => {
    if (typeof definition.validation === 'function') {
      const result = (definition.validation as (rule: unknown) => RuleLike | RuleLike[] | undefined)(new ConcreteRuleClass())
      const rules = Array.isArray(result) ? result : result ? [result] : []
      for (const rule of rules) {
        const ownWords = rule._rules.every((spec) => spec.flag === 'custom' || spec.flag === 'type')
        if (rule._message === undefined && !ownWords) found.push(`${path}: ${rule._rules.map((spec) => spec.flag).join(', ')}`)
      }
    }
    for (const field of definition.fields ?? []) visit(field, `${path}.${field.name}`)
    for (const member of definition.of ?? []) visit(member, `${path}[${member.name ?? member.type}]`)
    for (const annotation of definition.marks?.annotations ?? []) visit(annotation, `${path}<${annotation.name}>`)
  }
  for (const type of types) visit(type, type.name ?? '?')
  return found
}

// Fields Sanity adds itself (image internals, rich-text internals): not filled in by hand.
const BUILT_IN_FIELDS = new Set(['asset', 'hotspot', 'crop', 'media'])
type Compiled = {
  name: string
  jsonType: string
  description?: string
  fields?: Array<{name: string; type: Compiled}>
  of?: Compiled[]
  type?: Compiled
}
const isBlock = (type: Compiled) => {
  for (let t: Compiled | undefined = type; t; t = t.type) if (t.name === 'block') return true
  return false
}

/** Every field of these types (and of their inline objects) without a description, by path. */
function fieldsWithoutDescription(types: Definition[]): string[] {
  const schema = createSchema({name: 'test', types: types as never[]}) as unknown as {get: (name: string) => Compiled}
  const found: string[] = []
  const visit = (type: Compiled, path: string, depth: number) => {
    if (depth > 4 || isBlock(type)) return
    for (const field of type.fields ?? []) {
      if (BUILT_IN_FIELDS.has(field.name)) continue
      if (!field.type.description) found.push(`${path}.${field.name}`)
      // Inline objects (defined inside the field) are visited here; named object types on their own.
      for (const member of field.type.of ?? [])
        if (member.fields && member.type?.name === 'object') visit(member, `${path}.${field.name}[]`, depth + 1)
    }
  }
  for (const type of types) visit(schema.get(type.name!), type.name!, 0)
  return found
}

describe('messages in her words', () => {
  it('gives every rule written in the schema its own message', () => {
    assert.deepEqual(rulesWithDefaultMessages(definitions), [])
  })

  it("catches a rule left with Sanity's default message (the check can fail)", () => {
    const bare = defineType({
      name: 'bare',
      type: 'document',
      fields: [defineField({name: 'heading', type: 'string', validation: (rule) => rule.required().max(80)})],
    })
    assert.deepEqual(rulesWithDefaultMessages([bare as Definition]), ['bare.heading: presence, max'])
    assert.deepEqual(rulesWithDefaultMessages(withPlainMessages([bare]) as Definition[]), [])
  })

  it('names the field and says what to do', () => {
    assert.equal(messageFor({flag: 'presence', constraint: 'required'}, 'String', 'Page heading'), 'Fill in “Page heading”.')
    assert.equal(
      messageFor({flag: 'max', constraint: 80}, 'String', 'Page heading'),
      '“Page heading” is too long: keep it to 80 characters or fewer.',
    )
    assert.equal(messageFor({flag: 'min', constraint: 2}, 'Array', 'Your values'), '“Your values” needs at least 2 entries.')
    assert.equal(messageFor({flag: 'integer'}, 'Number', 'Stars'), 'Use a whole number in “Stars”, without decimals.')
  })

  it('keeps the hand-written messages, such as the YouTube video ID rule', async () => {
    const docs = seedDocs()
    const post = structuredClone(docs.find((doc) => doc._type === 'blogPost' && doc.videoProvider === 'youtube')!)
    post.videoId = 'not-an-id'
    delete post.title
    const report = await validateSeedDocs([post])
    assert.deepEqual(report.sort(), [
      `${post._id} title: Fill in “Title”.`,
      `${post._id} videoId: A YouTube video ID is 11 letters, numbers, - or _.`,
    ])
  })
})

describe('descriptions', () => {
  it('describes every field she fills', () => {
    assert.deepEqual(fieldsWithoutDescription(definitions), [])
  })

  it('catches a field without a description (the check can fail)', () => {
    const bare = defineType({name: 'bare', type: 'document', fields: [defineField({name: 'heading', type: 'string'})]})
    assert.deepEqual(fieldsWithoutDescription([...definitions, bare as Definition]), ['bare.heading'])
  })
})

/** A type's preview, prepared from a value the way the Studio does (select paths, then prepare). */
function preview(typeName: string, value: Record<string, unknown>) {
  const {select = {}, prepare} = typeNamed(typeName).preview!
  const get = (path: string) => path.split('.').reduce<any>((at, key) => (at == null ? undefined : at[key]), value)
  const selected = Object.fromEntries(Object.entries(select).map(([key, path]) => [key, get(path)]))
  return prepare ? prepare(selected) : selected
}

describe('previews', () => {
  it('gives every document and object type a preview', () => {
    const without = definitions
      .filter((type) => type.type === 'document' || type.type === 'object')
      .filter((type) => !type.preview?.prepare && !type.preview?.select?.title)
      .map((type) => type.name)
    assert.deepEqual(without, [])
  })

  it('writes dates for people', () => {
    assert.equal(humanDate('2025-03-04'), '4 March 2025')
    assert.equal(humanDate('2025-12-31T23:30:00Z'), '31 December 2025')
    assert.equal(humanDate('last Tuesday'), '')
    assert.equal(humanDate(undefined), '')
  })

  it("shows a blog video's date, not an ISO date", () => {
    const shown = preview('blogPost', {title: 'Calm in five minutes', publishedAt: '2025-03-04', featured: true, videoProvider: 'youtube'})
    assert.equal(shown.title, 'Calm in five minutes')
    assert.equal(shown.subtitle, 'Published 4 March 2025 · Featured · YouTube')
    assert.equal(preview('blogPost', {title: 'Draft'}).subtitle, 'No date yet')
  })

  it('shows which session a lesson belongs to and what it adds', () => {
    assert.equal(
      preview('lesson', {title: 'The Wolf', sessionId: 'the-animal-that-walks-with-you-1'}).subtitle,
      'Session the-animal-that-walks-with-you-1',
    )
    assert.equal(
      preview('lesson', {title: 'Restoration', sessionId: 'quantum-alchemy-breathwork-1', bonusAudio: true, certificate: true}).subtitle,
      'Session quantum-alchemy-breathwork-1 · with bonus audio · with certificate',
    )
    assert.equal(preview('lesson', {title: 'New'}).subtitle, 'No session yet')
  })

  it('previews testimonials, the banner, the menu, the footer and the contact details', () => {
    assert.deepEqual(preview('testimonial', {name: 'Sarah M.', location: 'London, UK', rating: 5, text: 'I sleep again.'}), {
      title: 'Sarah M. · London, UK',
      subtitle: '★★★★★ · I sleep again.',
    })
    assert.deepEqual(preview('banner', {text: 'Half price this week', href: '/work-with-me'}), {
      title: 'Half price this week',
      subtitle: 'Links to /work-with-me',
    })
    assert.deepEqual(preview('navigation', {links: [{label: 'Home'}, {label: 'Courses'}]}), {title: 'Menu', subtitle: 'Home · Courses'})
    assert.deepEqual(preview('footer', {tagline: 'Calm, online.', copyright: '© 2026'}), {title: 'Calm, online.', subtitle: '© 2026'})
    assert.deepEqual(preview('contactDetails', {email: 'hello@example.com', phone: '+44 7700 900123', location: 'Online'}), {
      title: 'hello@example.com',
      subtitle: '+44 7700 900123 · Online',
    })
  })

  it("shows a treatment's position and summary, and a course's position and page (its price is the admin dashboard's)", () => {
    const treatment = preview('treatment', {title: 'Anxiety Relief', order: 0, summary: 'Quieten the worry.'})
    assert.equal(treatment.subtitle, 'Position 0 · Quieten the worry.')
    const course = preview('courseInfo', {title: 'Breathwork', order: 1, hasPage: true})
    assert.equal(course.subtitle, 'Position 1 · Has its own page')
  })
})

describe('starting values', () => {
  it('dates a new blog video today', () => {
    const initial = fieldOf(typeNamed('blogPost'), 'publishedAt').initialValue as () => string
    assert.equal(initial(), today())
    assert.equal(today(new Date(2026, 0, 5, 23, 59)), '2026-01-05')
  })

  it('puts a new treatment, course, service or testimonial at the next position', async () => {
    const docs = seedDocs()
    const context = {getClient: () => createSeedClient(docs)}
    for (const type of ['treatment', 'courseInfo', 'serviceOffering', 'testimonial']) {
      const positions = docs.filter((doc) => doc._type === type).map((doc) => doc.order as number)
      assert.ok(positions.length > 0, type)
      const initial = fieldOf(typeNamed(type), 'order').initialValue as (params: unknown, context: unknown) => Promise<number>
      assert.equal(await initial({}, context), Math.max(...positions) + 1, type)
    }
    const empty = {getClient: () => createSeedClient([])}
    const first = (type: string) =>
      (fieldOf(typeNamed(type), 'order').initialValue as (p: unknown, c: unknown) => Promise<number>)({}, empty)
    assert.equal(await first('testimonial'), 1)
    assert.equal(await first('treatment'), 0)
  })

  it('leaves the position empty, not the whole new document, when the lake is slow or fails', async () => {
    const silent = {getClient: () => ({fetch: () => new Promise(() => {})})}
    const started = Date.now()
    assert.equal(await nextPosition('courseInfo', silent as never, 1, 50), undefined)
    assert.ok(Date.now() - started < 2000)
    const failing = {getClient: () => ({fetch: () => Promise.reject(new Error('lake down'))})}
    assert.equal(await nextPosition('courseInfo', failing as never), undefined)
    assert.ok(POSITION_WAIT_MS < 10_000, "within the Studio's 10 s for all of a new document's starting values")
  })
})

const workDir = mkdtempSync(join(tmpdir(), 'schema-words-'))
after(() => rmSync(workDir, {recursive: true, force: true}))
symlinkSync(IMAGES, join(workDir, 'images'))
let seedCount = 0

/** The problems the seed validator reports for these documents (with the real seed images). */
async function validateSeedDocs(docs: Doc[]): Promise<string[]> {
  const file = join(workDir, `seed-${++seedCount}.ndjson`)
  writeFileSync(file, docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
  return (await validateSeed(file)).problems.map(formatProblem)
}

describe('unique page addresses', () => {
  const treatments = () =>
    seedDocs()
      .filter((doc) => doc._type === 'treatment')
      .slice(0, 2)

  it('reports two treatments with the same address, on both, in plain words', async () => {
    const [first, second] = treatments() as [Doc, Doc]
    second.slug = {...second.slug, current: first.slug.current}
    const message = `Another treatment already uses “${first.slug.current}”. Choose a different one.`
    assert.deepEqual(
      (await validateSeedDocs([first, second])).sort(),
      [`${first._id} slug: ${message}`, `${second._id} slug: ${message}`].sort(),
    )
  })

  it('lets a draft keep the address of its own published treatment', async () => {
    const [first] = treatments() as [Doc]
    assert.deepEqual(await validateSeedDocs([first, {...first, _id: `drafts.${first._id}`}]), [])
  })

  it('reports a blog video with an address another blog video uses', async () => {
    const docs = seedDocs()
    const [a, b] = docs.filter((doc) => doc._type === 'blogPost') as [Doc, Doc]
    b.slug = {...b.slug, current: a.slug.current}
    const problems = await validateSeedDocs([a, b])
    assert.ok(
      problems.includes(`${b._id} slug: Another blog video already uses “${a.slug.current}”. Choose a different one.`),
      problems.join('\n'),
    )
  })
})

describe('Open on site', () => {
  const facts = {siteUrl: 'https://www.example.com', productSlug: 'maya-linwood'}

  it('knows the page of each kind of document', () => {
    assert.equal(sitePath('homePage', {}, facts), '/')
    assert.equal(sitePath('aboutPage', {}, facts), '/about-maya-linwood')
    assert.equal(sitePath('treatment', {slug: {current: 'anxiety-relief'}}, facts), '/treatments/anxiety-relief')
    assert.equal(sitePath('treatmentsPage', {}, facts), '/treatments')
    assert.equal(
      sitePath('courseInfo', {slug: {current: 'quantum-alchemy-breathwork'}, hasPage: true}, facts),
      '/courses/quantum-alchemy-breathwork',
    )
    assert.equal(sitePath('courseInfo', {slug: {current: 'sonic-sound-healing'}, hasPage: false}, facts), '/courses')
    assert.equal(sitePath('serviceOffering', {infoPage: 'stop-smoking-info'}, facts), '/stop-smoking-info')
    assert.equal(sitePath('blogPost', {slug: {current: 'calm'}}, facts), '/blog#calm')
    assert.equal(sitePath('testimonial', {}, facts), '/work-with-me')
    assert.equal(sitePath('contactPage', {}, facts), '/contact')
    assert.equal(sitePath('treatment', {}, facts), null, 'no address yet')
    assert.equal(sitePath('aboutPage', {}, null), null, 'settings not loaded yet')
    assert.equal(sitePath('lesson', {}, facts), undefined, 'lessons are private')
  })

  it('has a page for every document type except the private lessons', () => {
    const documentTypes = definitions.filter((type) => type.type === 'document').map((type) => type.name!)
    const withoutPage = documentTypes.filter(
      (type) => sitePath(type, {slug: {current: 'x'}, hasPage: true, infoPage: 'x'}, facts) === undefined,
    )
    assert.deepEqual(withoutPage, ['lesson'])
  })

  it('opens the local site under npm start and the website address otherwise', () => {
    assert.equal(siteOrigin({localLake: '1'}, facts), DEFAULT_LOCAL_SITE_URL)
    assert.equal(siteOrigin({localLake: '1', localSiteUrl: 'http://127.0.0.1:5000'}, facts), 'http://127.0.0.1:5000')
    assert.equal(siteOrigin({}, facts), 'https://www.example.com')
    assert.equal(siteOrigin({}, null), null)
    assert.equal(siteUrlFor('http://127.0.0.1:4321', '/treatments/anxiety-relief'), 'http://127.0.0.1:4321/treatments/anxiety-relief')
    assert.equal(siteUrlFor('https://www.example.com', '/blog#calm'), 'https://www.example.com/blog#calm')
    assert.equal(siteUrlFor(null, '/'), null)
  })
})
