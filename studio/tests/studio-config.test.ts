// Tests for the Studio configuration: the schema compiles, Site settings is a singleton
// (one fixed document, no "create" or "delete"), and the desk lists it first.
import assert from 'node:assert/strict'
import {describe, it} from 'node:test'
import {createSchema} from 'sanity'
import {createStructureBuilder} from 'sanity/structure'
import config from '../sanity.config.ts'
import {schemaTypes} from '../schemaTypes/index.ts'
import {SINGLETONS} from '../singletons.ts'
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
    assert.deepEqual(templates.map((template) => template.id), ['post'])
    const options = studio.document.newDocumentOptions([{templateId: 'siteSettings'}, {templateId: 'post'}], {creationContext: {type: 'global'}})
    assert.deepEqual(options.map((option) => option.templateId), ['post'])
  })

  it('only allows publish, discard and restore on Site settings', () => {
    const all = ['publish', 'unpublish', 'delete', 'duplicate', 'discardChanges', 'restore'].map((action) => ({action}))
    assert.deepEqual(studio.document.actions(all, {schemaType: 'siteSettings'}).map((a) => a.action), ['publish', 'discardChanges', 'restore'])
    assert.equal(studio.document.actions(all, {schemaType: 'post'}).length, all.length)
  })
})

describe('desk structure', () => {
  it('opens the one Site settings document first, then the other singletons, then lists other document types', () => {
    const schema = createSchema({
      name: 'default',
      types: [...schemaTypes, {name: 'post', type: 'document', fields: [{name: 'title', type: 'string'}]}],
    })
    const source = {schema, getClient: () => ({}), templates: [], i18n: {t: (key: string) => key}, document: {}, __internal: {}}
    const S = createStructureBuilder({source, perspectiveStack: []} as unknown as Parameters<typeof createStructureBuilder>[0])
    const list = (structure(S, {} as Parameters<typeof structure>[1]) as unknown as {serialize: () => any}).serialize()
    const items: string[] = list.items.map((item: {type: string; id: string}) =>
      item.type === 'divider' ? 'divider' : `${item.type}:${item.id}`,
    )
    const singletonItems = Object.keys(SINGLETONS).map((type) => `listItem:${type}`)
    assert.deepEqual(items.slice(0, singletonItems.length + 1), [...singletonItems, 'divider'])
    const rest = items.slice(singletonItems.length + 1)
    assert.ok(rest.includes('listItem:post'))
    assert.ok(rest.every((item) => !singletonItems.includes(item)), 'singletons are not listed again')
    const editor = list.items[0].child
    assert.equal(editor.type, 'document')
    assert.deepEqual(editor.options, {id: SINGLETONS.siteSettings, type: 'siteSettings'})
  })
})
