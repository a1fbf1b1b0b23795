// Lessons as data: a lesson belongs to one session by the session's id (never its title), with
// one rich-text body holding headings, lists and videos, and three switches. The seed validator checks the
// real rules of the Studio schema here, with the messages the practitioner reads.
import assert from 'node:assert/strict'
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {after, describe, it} from 'node:test'
import {fileURLToPath} from 'node:url'
import {formatProblem, validateSeed} from '../scripts/validate-seed.ts'
import {schemaTypes} from '../schemaTypes/index.ts'

type Doc = Record<string, any>

const REAL_SEED = fileURLToPath(new URL('../../content/seed/data.ndjson', import.meta.url))
const realLessons = (): Doc[] =>
  readFileSync(REAL_SEED, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))
    .filter((doc) => doc._type === 'lesson')

const dir = mkdtempSync(join(tmpdir(), 'lesson-seed-'))
after(() => rmSync(dir, {recursive: true, force: true}))
let count = 0

async function problemsOf(docs: Doc[]): Promise<string[]> {
  const file = join(dir, `seed-${++count}.ndjson`)
  writeFileSync(file, docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
  return (await validateSeed(file)).problems.map(formatProblem)
}

const lesson = (fields: Doc = {}): Doc => ({
  _id: 'lesson-test',
  _type: 'lesson',
  title: 'Test lesson',
  sessionId: 'new-course-1',
  body: [
    {_type: 'block', _key: 'h', style: 'h2', markDefs: [], children: [{_type: 'span', _key: 'hs', text: 'Welcome', marks: []}]},
    {
      _type: 'block',
      _key: 'l',
      style: 'normal',
      listItem: 'bullet',
      level: 1,
      markDefs: [],
      children: [{_type: 'span', _key: 'ls', text: 'Breathe', marks: []}],
    },
    {_type: 'lessonVideo', _key: 'v', title: 'Practice video', url: 'https://vimeo.com/22439234'},
    {_type: 'lessonVideo', _key: 'w', title: 'Coming later'},
  ],
  showVideoCard: false,
  bonusAudio: true,
  certificate: false,
  ...fields,
})

describe('lessons', () => {
  it('accept headings, lists, videos (with or without an address) and the three switches', async () => {
    assert.deepEqual(await problemsOf([lesson()]), [])
  })

  it('belong to a session by its id, one lesson per session', async () => {
    const problems = await problemsOf([lesson(), lesson({_id: 'lesson-other'})])
    assert.equal(problems.length, 2, problems.join('\n'))
    for (const problem of problems)
      assert.match(problem, /sessionId: Another lesson already belongs to “new-course-1”\. Each session has one lesson\./)
  })

  it('say what to write when the session id is missing or is a title', async () => {
    const {sessionId: _, ...withoutSession} = lesson()
    assert.deepEqual(await problemsOf([withoutSession]), [
      'lesson-test sessionId: Fill in “Session it belongs to” with the session id from the admin dashboard.',
    ])
    const [problem] = await problemsOf([lesson({sessionId: 'BREATH OF HYPNOTIC RESTORATION'})])
    assert.match(problem!, /Use the session id exactly as the admin dashboard shows it/)
  })

  it('need each switch set and a video address that is a web address', async () => {
    const {bonusAudio: _, ...withoutSwitch} = lesson()
    const broken = {...withoutSwitch, body: [{_type: 'lessonVideo', _key: 'v', title: 'Practice video', url: 'vimeo 22439234'}]}
    const problems = await problemsOf([broken])
    assert.ok(
      problems.some((p) => p === 'lesson-test bonusAudio: Choose on or off for “Offer the bonus hypnosis audio”.'),
      problems.join('\n'),
    )
    assert.ok(
      problems.some((p) => p.startsWith('lesson-test body[_key=="v"].url:')),
      problems.join('\n'),
    )
  })

  it('have no title matching left in the schema: no match key, kind or per-lesson video', () => {
    const type = schemaTypes.find((t) => (t as {name: string}).name === 'lesson') as {fields: Array<{name: string}>}
    assert.deepEqual(
      type.fields.map((field) => field.name),
      ['title', 'sessionId', 'courseId', 'sessionOrder', 'courseCreatedAt', 'body', 'showVideoCard', 'bonusAudio', 'certificate'],
    )
  })

  it('carry their place in the course builder, read-only (the builder writes it), as the demo catalog orders them', () => {
    const type = schemaTypes.find((t) => (t as {name: string}).name === 'lesson') as {fields: Array<{name: string; readOnly?: boolean}>}
    for (const name of ['courseId', 'sessionOrder', 'courseCreatedAt']) {
      assert.equal(type.fields.find((field) => field.name === name)?.readOnly, true, name)
    }
    const catalog = JSON.parse(readFileSync(new URL('../../content/catalog/demo-catalog.json', import.meta.url), 'utf8')) as {
      courses: Array<{id: string; created_at: string; sessions: Array<{id: string; session_order: number}>}>
    }
    for (const doc of realLessons()) {
      const course = catalog.courses.find((c) => c.sessions.some((s) => s.id === doc.sessionId))!
      const session = course.sessions.find((s) => s.id === doc.sessionId)!
      assert.deepEqual(
        {courseId: doc.courseId, courseCreatedAt: doc.courseCreatedAt, sessionOrder: doc.sessionOrder},
        {courseId: course.id, courseCreatedAt: course.created_at, sessionOrder: session.session_order},
        doc._id,
      )
    }
  })

  it('are seeded for the eleven sessions that have one today, each with its own session id', () => {
    const ids = realLessons()
      .map((doc) => doc.sessionId)
      .sort()
    assert.equal(ids.length, 11)
    assert.equal(new Set(ids).size, 11)
  })
})
