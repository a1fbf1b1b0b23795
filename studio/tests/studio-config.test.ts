// Tests for the Studio configuration: the schema compiles, Site settings is a singleton
// (one fixed document, no "create" or "delete"), and the desk is arranged in the practitioner's sections.
import assert from 'node:assert/strict'
import {describe, it} from 'node:test'
import {createSchema, resolveInitialValue} from 'sanity'
import {createStructureBuilder} from 'sanity/structure'
import config from '../sanity.config.ts'
import {schemaTypes} from '../schemaTypes/index.ts'
import {SINGLETONS} from '../singletons.ts'
import {OpenOnSiteAction} from '../openOnSite.ts'
import {COURSE_PAGE_TEMPLATE, coursePageTemplate} from '../coursePageTemplate.ts'
import {structure} from '../structure.ts'

// The parts of the config object these tests call (defineConfig's types are wide unions).
const studio = config as unknown as {
  projectId: string
  dataset: string
  schema: {types: unknown[]; templates: (templates: Array<{id: string; schemaType: string}>) => Array<{id: string; schemaType: string}>}
  document: {
    actions: (actions: Array<{action?: string}>, context: {schemaType: string}) => Array<{action?: string}>
    newDocumentOptions: (options: Array<{templateId: string}>, context: {creationContext: {type: string}}) => Array<{templateId: string}>
  }
}

/** A resolved starting value without the Studio's own keys (`_type`), as the form shows it. */
const pick = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([key]) => !key.startsWith('_')))

describe('Studio config', () => {
  it('uses the shared schema types, with placeholder project settings when no environment is set', () => {
    assert.equal(studio.schema.types, schemaTypes)
    assert.match(studio.projectId, /^[a-z0-9-]+$/)
    assert.equal(studio.dataset, process.env.SANITY_STUDIO_DATASET || 'production')
  })

  it('compiles the schema without errors', () => {
    const schema = createSchema({name: 'default', types: schemaTypes})
    const groups = (schema as unknown as {_validation: Array<{problems: Array<{severity: string; message: string}>}>})._validation
    const errors = groups.flatMap((group) => group.problems).filter((problem) => problem.severity === 'error')
    assert.deepEqual(errors, [])
    assert.equal(schema.get('siteSettings')?.type?.name, 'document')
  })

  it('offers no "new Site settings" template or menu option', () => {
    const templates = studio.schema.templates([
      {id: 'siteSettings', schemaType: 'siteSettings'},
      {id: 'post', schemaType: 'post'},
    ])
    assert.deepEqual(
      templates.map((template) => template.id),
      ['post', COURSE_PAGE_TEMPLATE],
    )
    const options = studio.document.newDocumentOptions(
      [{templateId: 'siteSettings'}, {templateId: 'post'}, {templateId: COURSE_PAGE_TEMPLATE}],
      {creationContext: {type: 'global'}},
    )
    assert.deepEqual(
      options.map((option) => option.templateId),
      ['post'],
    )
  })

  it("fills in a course page from the site's course builder: its course id, its name, last in the list", async () => {
    // The Studio's own resolution: the template's values, then the fields' starting values (the position).
    // It runs in the browser: it looks for window.scheduler, and calls at once without one.
    Object.assign(globalThis, {window: (globalThis as {window?: unknown}).window ?? {}})
    const schema = createSchema({name: 'default', types: schemaTypes})
    const fill = (client: {fetch: () => Promise<unknown>}) =>
      resolveInitialValue(schema, coursePageTemplate, {courseId: 'moon-rest', title: 'Moon Rest'}, {getClient: () => client} as never)
    const made = {title: 'Moon Rest', slug: {_type: 'slug', current: 'moon-rest'}, hasPage: false}
    assert.deepEqual(pick(await fill({fetch: async () => 4})), {...made, order: 5})
    // A lake that fails costs the position only (its rule then asks for one), never the course id and name.
    assert.deepEqual(pick(await fill({fetch: () => Promise.reject(new Error('lake down'))})), made)
    const menu = studio.document.newDocumentOptions([{templateId: COURSE_PAGE_TEMPLATE}, {templateId: 'courseInfo'}], {
      creationContext: {type: 'structure'},
    })
    assert.deepEqual(
      menu.map((option) => option.templateId),
      ['courseInfo'],
    )
  })

  it('only allows publish, discard and restore on Site settings, plus "Open on site" everywhere', () => {
    const all = ['publish', 'unpublish', 'delete', 'duplicate', 'discardChanges', 'restore'].map((action) => ({action}))
    const onSettings = studio.document.actions(all, {schemaType: 'siteSettings'})
    assert.deepEqual(
      onSettings.map((a) => a.action),
      ['publish', 'discardChanges', 'restore', undefined],
    )
    assert.equal(onSettings.at(-1), OpenOnSiteAction)
    const onPost = studio.document.actions(all, {schemaType: 'post'})
    assert.equal(onPost.length, all.length + 1)
    assert.equal(onPost.at(-1), OpenOnSiteAction)
  })
})

describe('desk structure', () => {
  const schema = createSchema({name: 'default', types: schemaTypes})
  const source = {
    schema,
    getClient: () => ({}),
    templates: [],
    i18n: {t: (key: string) => key},
    document: {resolveNewDocumentOptions: () => []},
    __internal: {},
  }
  const S = createStructureBuilder({source, perspectiveStack: []} as unknown as Parameters<typeof createStructureBuilder>[0])
  type Node = {type: string; id: string; title?: string; child?: Node; items?: Node[]; schemaTypeName?: string; options?: any}
  const menu = (structure(S, {} as Parameters<typeof structure>[1]) as unknown as {serialize: () => Node}).serialize()

  /** Every editor or list the menu opens, with the path of section titles leading to it. */
  function leaves(node: Node, trail: string[] = []): Array<{trail: string[]; node: Node}> {
    return (node.items ?? []).flatMap((item) => {
      if (item.type === 'divider' || !item.child) return []
      const here = [...trail, item.title ?? item.id]
      return item.child.type === 'list' ? leaves(item.child, here) : [{trail: here, node: item.child}]
    })
  }
  const opened = leaves(menu)
  const find = (type: string) => opened.filter(({node}) => node.options?.type === type || node.schemaTypeName === type)

  it("has the practitioner's sections, in order", () => {
    const titles = menu.items!.filter((item) => item.type !== 'divider').map((item) => item.title)
    assert.deepEqual(titles, ['Pages', 'Treatments', 'Courses', 'Services', 'Blog', 'Testimonials', 'Settings'])
  })

  it('opens every document type exactly once, in its section', () => {
    const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)
    for (const type of documentTypes) assert.equal(find(type).length, 1, `${type} is in the menu once`)
    const sectionOf = (type: string) => find(type)[0]!.trail[0]
    assert.equal(sectionOf('homePage'), 'Pages')
    assert.equal(sectionOf('aboutPage'), 'Pages')
    assert.equal(sectionOf('contactPage'), 'Pages')
    assert.equal(sectionOf('treatmentsPage'), 'Treatments')
    assert.equal(sectionOf('treatment'), 'Treatments')
    assert.equal(sectionOf('coursesPage'), 'Courses')
    assert.equal(sectionOf('courseInfo'), 'Courses')
    assert.equal(sectionOf('lesson'), 'Courses')
    assert.equal(sectionOf('workWithMePage'), 'Services')
    assert.equal(sectionOf('serviceOffering'), 'Services')
    assert.equal(sectionOf('blogPage'), 'Blog')
    assert.equal(sectionOf('blogPost'), 'Blog')
    assert.equal(sectionOf('testimonial'), 'Testimonials')
    assert.equal(sectionOf('siteSettings'), 'Settings')
  })

  it('tells the course list page apart from the courses', () => {
    assert.deepEqual(find('coursesPage')[0]!.trail, ['Courses', 'Course list page words'])
    assert.deepEqual(find('courseInfo')[0]!.trail, ['Courses', 'Courses'])
  })

  it("opens each singleton's one document", () => {
    for (const [type, id] of Object.entries(SINGLETONS)) {
      const node = find(type)[0]!.node
      assert.equal(node.type, 'document', type)
      assert.deepEqual(node.options, {id, type}, type)
    }
  })

  it('opens lists in the order the website shows them', () => {
    const ordering = (type: string) => find(type)[0]!.node.options.defaultOrdering
    for (const type of ['treatment', 'courseInfo', 'serviceOffering', 'testimonial']) {
      assert.deepEqual(ordering(type), [{field: 'order', direction: 'asc'}], type)
    }
    assert.deepEqual(ordering('blogPost'), [{field: 'publishedAt', direction: 'desc'}])
    // Written lessons as the course builder orders them: courses oldest first, then session order.
    assert.deepEqual(ordering('lesson'), [
      {field: 'courseCreatedAt', direction: 'asc'},
      {field: 'sessionOrder', direction: 'asc'},
      {field: 'title', direction: 'asc'},
    ])
  })
})
