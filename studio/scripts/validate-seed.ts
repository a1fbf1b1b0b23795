/**
 * Validates the local seed dataset (content/seed/data.ndjson, Sanity import format)
 * against the Studio schema, without a Sanity login or network.
 *
 *   node scripts/validate-seed.ts [path/to/data.ndjson]
 *
 * Rules written in the schema (required, min/max, regex, custom rules, field and
 * value types, unknown fields, reference existence, slug uniqueness) are checked
 * by Sanity's own validation (`validateDocument` from `@sanity/validation`) over the schema
 * compiled the same way the Studio compiles it. Reference and slug look-ups are
 * answered from the seed itself: a small client evaluates Sanity's GROQ with groq-js.
 * On top of that, structural checks Sanity's validation does not make: unknown
 * document types, `_id`s, `_key`s on list items, `_type`s of nested objects and
 * list items, the document type a reference points at, singleton ids, and
 * `_sanityAsset` image files.
 *
 * Prints one line per problem (`<_id> <field path>: <message>`), then
 * `seed: <n> documents, <m> problems`. Exit code 1 when there is any problem.
 */
import {existsSync, readFileSync, statSync} from 'node:fs'
import {dirname, isAbsolute, relative, resolve, sep} from 'node:path'
import {fileURLToPath} from 'node:url'
import {parse as parseGroq, evaluate as evaluateGroq} from 'groq-js'
import {validateDocument, type ValidationClient} from '@sanity/validation'
import {createSchema, type SanityDocument} from 'sanity'
import {schemaTypes} from '../schemaTypes/index.ts'
import {SINGLETONS} from '../singletons.ts'

export type Problem = {
  /** The document's `_id`, or `line <n>` when the line has no usable `_id`. */
  id: string
  /** Field path inside the document, e.g. `navigation.links[_key=="about"].href`; empty for the whole document. */
  path: string
  message: string
}

export type SeedReport = {documents: number; problems: Problem[]}

export type ValidateSeedOptions = {
  /** Schema types to compile; defaults to the Studio's own (schemaTypes/index.ts). Tests add types here. */
  types?: unknown[]
  /** Singleton document types and their fixed ids; defaults to the Studio's (singletons.ts). */
  singletons?: Readonly<Record<string, string>>
}

type Json = null | boolean | number | string | Json[] | {[key: string]: Json}
type JsonObject = {[key: string]: Json}
type PathSegment = string | number | {_key: string}

// Minimal views of the compiled schema types (the Studio's SchemaType objects).
type SchemaTypeLike = {
  name: string
  jsonType: string
  type?: SchemaTypeLike
  fields?: Array<{name: string; type: SchemaTypeLike}>
  of?: SchemaTypeLike[]
  to?: SchemaTypeLike[]
  weak?: boolean
}

type SeedDocument = {line: number; doc: JsonObject; id: string}

const DEFAULT_SEED = fileURLToPath(new URL('../../content/seed/data.ndjson', import.meta.url))
const ROOT_SYSTEM_KEYS = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt'])
const NESTED_SYSTEM_KEYS = new Set(['_type', '_key', '_ref', '_weak', '_strengthenOnPublish', '_sanityAsset', '_dataset', '_projectId'])
const SEED_ASSET_PREFIX = 'seed-asset-'
const SANITY_ASSET = /^(image|file)@file:\/\/\.\/(.+)$/
const ID_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/

// ---------------------------------------------------------------------------
// Small helpers

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)

const publishedId = (id: string) =>
  id.startsWith('drafts.') ? id.slice('drafts.'.length) : id.startsWith('versions.') ? id.split('.').slice(2).join('.') : id

const isPublishedId = (id: string) => publishedId(id) === id

/** The names of a type and all types it extends, e.g. banner > banner > object. */
function typeChain(type: SchemaTypeLike | undefined): string[] {
  const names: string[] = []
  for (let t = type; t; t = t.type) names.push(t.name)
  return names
}

const isKind = (type: SchemaTypeLike, kind: string) => typeChain(type).includes(kind)

/** Formats a Sanity path: `navigation.links[_key=="about"].href`, `[3]` for unkeyed items. */
export function formatPath(path: readonly unknown[]): string {
  let out = ''
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`
    else if (Array.isArray(segment)) out += `[${segment.join(':')}]`
    else if (isObject(segment)) out += `[_key==${JSON.stringify(segment._key)}]`
    else out += out === '' ? String(segment) : `.${String(segment)}`
  }
  return out
}

export function formatProblem({id, path, message}: Problem): string {
  return `${id} ${path || '(document)'}: ${message}`
}

/** A file path for messages: relative to where the command was run when inside it, else absolute. */
function displayPath(file: string): string {
  const base = process.env.INIT_CWD ?? process.cwd()
  const rel = relative(base, file)
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? file : rel
}

const describe = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'a list'
      : typeof value === 'object'
        ? 'an object'
        : `${typeof value} ${JSON.stringify(value)}`

// ---------------------------------------------------------------------------
// The compiled Studio schema

/** Compiles the Studio's schema exactly as the Studio does (createSchema adds Sanity's built-in types). */
export function compileStudioSchema(types: unknown[] = schemaTypes) {
  const schema = createSchema({name: 'default', types: types as typeof schemaTypes})
  const groups = ((schema as unknown as {_validation?: unknown[]})._validation ?? []) as Array<{
    path: Array<{name?: string; type?: string}>
    problems: Array<{severity: string; message: string}>
  }>
  const problems: Problem[] = []
  for (const group of groups) {
    for (const problem of group.problems) {
      if (problem.severity !== 'error') continue
      problems.push({
        id: 'schema',
        path: group.path.map((segment) => segment.name ?? segment.type ?? '?').join('.'),
        message: problem.message,
      })
    }
  }
  return {schema, problems}
}

// ---------------------------------------------------------------------------
// A read-only client over the seed, for reference and slug look-ups and custom rules

type ClientConfig = {perspective?: string | string[]; apiVersion?: string; [key: string]: unknown}

function documentsInPerspective(docs: JsonObject[], perspective: ClientConfig['perspective']): JsonObject[] {
  if (perspective === 'raw') return docs
  const published = docs.filter((doc) => isPublishedId(String(doc._id)))
  if (perspective !== 'drafts' && perspective !== 'previewDrafts') return published
  // drafts perspective: a draft replaces its published document, keeping the published id
  const byId = new Map(published.map((doc) => [String(doc._id), doc]))
  for (const doc of docs) {
    const id = String(doc._id)
    if (id.startsWith('drafts.')) byId.set(publishedId(id), {...doc, _id: publishedId(id), _originalId: id})
  }
  return [...byId.values()]
}

/** Enough of @sanity/client for Sanity's validation: fetch() runs real GROQ over the seed. */
export function createSeedClient(docs: JsonObject[], config: ClientConfig = {perspective: 'published'}) {
  const unsupported = (what: string) => () => {
    throw new Error(`The seed validator's offline client does not support ${what}`)
  }
  const client = {
    config: () => ({...config}),
    withConfig: (next: Partial<ClientConfig> = {}) => createSeedClient(docs, {...config, ...next}),
    async fetch(query: string, params: Record<string, unknown> = {}) {
      const tree = parseGroq(query, {params})
      const value = await evaluateGroq(tree, {dataset: documentsInPerspective(docs, config.perspective), params})
      return value.get()
    },
    getDataUrl: (operation: string, path = '') => `seed:/data/${operation}/${path}`,
    observable: {fetch: unsupported('observable.fetch'), request: unsupported('observable.request')},
    request: unsupported('request'),
  }
  return client
}

// ---------------------------------------------------------------------------
// Reading the seed

function readSeed(seedPath: string, problems: Problem[]): SeedDocument[] {
  let text: string
  try {
    text = readFileSync(seedPath, 'utf8')
  } catch (error) {
    problems.push({id: 'seed', path: '', message: `cannot read ${seedPath}: ${(error as Error).message}`})
    return []
  }
  const docs: SeedDocument[] = []
  text.split('\n').forEach((raw, index) => {
    const line = index + 1
    if (raw.trim() === '') return
    let doc: unknown
    try {
      doc = JSON.parse(raw)
    } catch (error) {
      problems.push({id: `line ${line}`, path: '', message: `not valid JSON (${(error as Error).message})`})
      return
    }
    if (!isObject(doc)) {
      problems.push({id: `line ${line}`, path: '', message: `each line must be one JSON object (a document), got ${describe(doc)}`})
      return
    }
    const id = typeof doc._id === 'string' && doc._id !== '' ? doc._id : `line ${line}`
    docs.push({line, doc, id})
  })
  return docs
}

// ---------------------------------------------------------------------------
// Structural checks Sanity's validation does not make

type WalkContext = {
  id: string
  seedDir: string
  byId: Map<string, JsonObject>
  problems: Problem[]
  /** Paths (formatted) holding null: Sanity's own markers there would only repeat the problem. */
  nullPaths: Set<string>
}

function checkAsset(ctx: WalkContext, value: JsonObject, type: SchemaTypeLike, path: PathSegment[]) {
  const kind = isKind(type, 'image') ? 'image' : 'file'
  const spec = value._sanityAsset
  const add = (message: string) => ctx.problems.push({id: ctx.id, path: formatPath(path), message})
  if (typeof spec !== 'string') return add(`_sanityAsset must be text like "${kind}@file://./images/photo.jpg"`)
  if (value.asset !== undefined) add('has both asset and _sanityAsset: keep only _sanityAsset in the seed')
  const match = SANITY_ASSET.exec(spec)
  if (!match) return add(`_sanityAsset "${spec}" must look like "${kind}@file://./images/<file>" (a file in the seed folder)`)
  const [, assetKind, relativePath] = match
  if (assetKind !== kind) add(`_sanityAsset "${spec}" is a ${assetKind}, but this field holds a ${kind}`)
  const folder = kind === 'image' ? resolve(ctx.seedDir, 'images') : ctx.seedDir
  const file = resolve(ctx.seedDir, relativePath)
  if (relative(folder, file).startsWith('..') || isAbsolute(relative(folder, file))) {
    return add(`_sanityAsset "${spec}" must point to a file inside ${displayPath(folder)}${sep}`)
  }
  if (!existsSync(file) || !statSync(file).isFile()) {
    add(`${kind} file not found: ${displayPath(file)} (from _sanityAsset "${spec}")`)
  }
}

function checkReference(ctx: WalkContext, value: JsonObject, type: SchemaTypeLike, path: PathSegment[]) {
  const ref = value._ref
  if (typeof ref !== 'string' || ref.startsWith(SEED_ASSET_PREFIX)) return // Sanity reports a missing _ref
  const add = (message: string) => ctx.problems.push({id: ctx.id, path: formatPath(path), message})
  if (!isPublishedId(ref)) {
    add(`refers to "${ref}": references must use the published id "${publishedId(ref)}", not a draft or version id`)
    return
  }
  const target = ctx.byId.get(ref) ?? ctx.byId.get(`drafts.${ref}`)
  if (!target) return // Sanity's reference validation reports missing documents
  const allowed = (type.to ?? []).map((t) => t.name)
  if (allowed.length > 0 && !allowed.includes(String(target._type))) {
    add(`refers to "${ref}", a ${String(target._type)} document, but only ${allowed.join(' or ')} documents are allowed here`)
  }
}

function walk(
  ctx: WalkContext,
  value: Json | undefined,
  type: SchemaTypeLike,
  path: PathSegment[],
  options: {root?: boolean; typeChecked?: boolean} = {},
) {
  if (value === undefined) return
  const add = (message: string, at: PathSegment[] = path) => ctx.problems.push({id: ctx.id, path: formatPath(at), message})
  if (value === null) {
    add('is null: leave the field out instead (Sanity does not store null values)')
    ctx.nullPaths.add(formatPath(path))
    return
  }

  if (type.jsonType === 'array') {
    if (!Array.isArray(value)) return // Sanity reports the type mismatch
    const members = type.of ?? []
    const objectMembers = members.filter((member) => member.jsonType === 'object')
    const keys = new Set<string>()
    const keyCounts = new Map<string, number>()
    for (const item of value) {
      if (isObject(item) && typeof item._key === 'string') keyCounts.set(item._key, (keyCounts.get(item._key) ?? 0) + 1)
    }
    value.forEach((item, index) => {
      // Address items by _key like Sanity does, by position when the _key is missing or repeated.
      const keyed = isObject(item) && typeof item._key === 'string' && item._key !== '' && keyCounts.get(item._key) === 1
      const itemPath = [...path, keyed ? {_key: (item as JsonObject)._key as string} : index]
      if (Array.isArray(item)) return add('a list cannot directly contain another list', itemPath)
      if (!isObject(item)) {
        if (item === null) add('list items cannot be null', itemPath)
        else if (objectMembers.length === members.length) {
          add(`expected an object with _key and _type (${objectMembers.map((m) => m.name).join(' or ')}), got ${describe(item)}`, itemPath)
        }
        return // primitive items: Sanity checks their type
      }
      if (typeof item._key !== 'string' || item._key === '')
        add('list item has no _key: every object in a list needs a unique _key', itemPath)
      else if (keys.has(item._key)) add(`duplicate _key "${item._key}": every object in a list needs its own _key`, itemPath)
      else keys.add(item._key)

      const allowed = objectMembers.map((member) => member.name).join(', ')
      let member: SchemaTypeLike | undefined
      if (item._type === undefined) {
        add(`list item has no _type (expected ${allowed || 'no objects here'})`, itemPath)
        member = objectMembers.length === 1 ? objectMembers[0] : undefined
      } else {
        member =
          objectMembers.find((candidate) => candidate.name === item._type) ??
          objectMembers.find((candidate) => candidate.type?.name === item._type)
        if (!member) add(`_type "${String(item._type)}" is not allowed in this list (allowed: ${allowed || 'none'})`, itemPath)
      }
      if (member) walk(ctx, item, member, itemPath, {typeChecked: true})
    })
    return
  }

  if (type.jsonType !== 'object' || !isObject(value)) return // primitives and type mismatches: Sanity

  if (!options.root && !options.typeChecked && value._type !== undefined && type.name !== 'object' && value._type !== type.name) {
    add(`_type is "${String(value._type)}" but this field holds a ${type.name}`)
  }
  const systemKeys = options.root ? ROOT_SYSTEM_KEYS : NESTED_SYSTEM_KEYS
  for (const key of Object.keys(value)) {
    if (key.startsWith('_') && !systemKeys.has(key)) add(`unknown system key "${key}"`, [...path, key])
  }

  const isAsset = isKind(type, 'image') || isKind(type, 'file')
  if (value._sanityAsset !== undefined) {
    if (isAsset) checkAsset(ctx, value, type, path)
    else add('_sanityAsset is only allowed on image and file fields')
  }
  if (isKind(type, 'reference')) checkReference(ctx, value, type, path)

  for (const field of type.fields ?? []) {
    if (isAsset && field.name === 'asset' && value._sanityAsset !== undefined) continue
    walk(ctx, value[field.name], field.type, [...path, field.name])
  }
}

/** True when some parent of `path` (not the path itself) is absent from the document. */
function insideMissingValue(doc: JsonObject, path: readonly unknown[]): boolean {
  let value: Json | undefined = doc
  for (const segment of path.slice(0, -1)) {
    if (Array.isArray(value)) {
      value =
        typeof segment === 'number'
          ? value[segment]
          : isObject(segment)
            ? value.find((item) => isObject(item) && item._key === segment._key)
            : undefined
    } else if (isObject(value) && typeof segment === 'string') {
      value = value[segment]
    } else {
      value = undefined
    }
    if (value === undefined || value === null) return true
  }
  return false
}

/** `_sanityAsset` is an import instruction, not stored data: give Sanity a stand-in asset reference. */
function withSeedAssets(value: Json, assetIds: Set<string>): Json {
  if (Array.isArray(value)) return value.map((item) => withSeedAssets(item, assetIds))
  if (!isObject(value)) return value
  const out: JsonObject = {}
  for (const [key, child] of Object.entries(value)) {
    if (key !== '_sanityAsset') out[key] = withSeedAssets(child, assetIds)
  }
  if (value._sanityAsset !== undefined && out.asset === undefined) {
    const ref = `${SEED_ASSET_PREFIX}${assetIds.size + 1}`
    assetIds.add(ref)
    out.asset = {_type: 'reference', _ref: ref}
  }
  return out
}

// ---------------------------------------------------------------------------
// The whole seed

export async function validateSeed(seedPath: string = DEFAULT_SEED, options: ValidateSeedOptions = {}): Promise<SeedReport> {
  const singletons = options.singletons ?? SINGLETONS
  const problems: Problem[] = []
  const {schema, problems: schemaProblems} = compileStudioSchema(options.types)
  problems.push(...schemaProblems)

  const seedDir = dirname(resolve(seedPath))
  const entries = readSeed(seedPath, problems)
  const byId = new Map<string, JsonObject>()
  const firstLine = new Map<string, number>()
  const assetIds = new Set<string>()

  // Document-level checks first, so every later check can look documents up by id.
  const valid: Array<SeedDocument & {type: SchemaTypeLike}> = []
  for (const entry of entries) {
    const {doc, id, line} = entry
    const add = (message: string) => problems.push({id, path: '', message})
    if (typeof doc._id !== 'string' || doc._id === '') {
      add('document has no _id')
    } else if (!ID_PATTERN.test(doc._id) || doc._id.length > 128) {
      add(`_id "${doc._id}" may only contain letters, digits, "_", "-" and "." (at most 128 characters)`)
    } else if (firstLine.has(doc._id)) {
      add(`duplicate _id: line ${line} repeats the document on line ${firstLine.get(doc._id)}`)
      continue
    } else {
      firstLine.set(doc._id, line)
      byId.set(doc._id, doc)
    }
    if (typeof doc._type !== 'string' || doc._type === '') {
      add('document has no _type')
      continue
    }
    const type = schema.get(doc._type) as SchemaTypeLike | undefined
    if (!type) {
      add(`unknown document type "${doc._type}": the Studio schema has no such type`)
      continue
    }
    if (type.type?.name !== 'document') {
      add(`"${doc._type}" is not a document type (it can only be used inside a document)`)
      continue
    }
    const singletonId = singletons[doc._type]
    if (singletonId !== undefined && typeof doc._id === 'string' && publishedId(doc._id) !== singletonId) {
      add(`${doc._type} is a singleton: its _id must be "${singletonId}" (or "drafts.${singletonId}")`)
    }
    valid.push({...entry, type})
  }
  for (const {doc, id} of valid) {
    if (id === publishedId(id)) continue
    const published = byId.get(publishedId(id))
    if (published && published._type !== doc._type) {
      problems.push({
        id,
        path: '',
        message: `this draft is a ${String(doc._type)} but "${publishedId(id)}" is a ${String(published._type)}`,
      })
    }
  }

  // Structural walk over each document.
  const nullPaths = new Map<string, Set<string>>()
  for (const {doc, id, type} of valid) {
    const paths = new Set<string>()
    nullPaths.set(id, paths)
    walk({id, seedDir, byId, problems, nullPaths: paths}, doc, type, [], {root: true})
  }

  // Sanity's own validation of the schema's rules.
  const allDocs = [...byId.values()]
  const client = createSeedClient(allDocs)
  const getDocumentExists = async ({id}: {id: string}) => assetIds.has(id) || (isPublishedId(id) && byId.has(id))

  const sanityProblems = await Promise.all(
    valid.map(async ({doc, id}) => {
      const document = withSeedAssets(doc, assetIds) as unknown as SanityDocument
      const result = await validateDocument({
        document,
        schema,
        client: client as unknown as ValidationClient,
        getDocumentExists,
      })
      const markers = result.markers.filter((marker) => marker.level === 'error' || marker.level === 'warning')
      // Where a value has the wrong type, other rules on it (length, required…) only add noise.
      const mismatched = new Set(markers.filter((m) => m.code === 'value.type-mismatch').map((m) => formatPath(m.path ?? [])))
      const skip = nullPaths.get(id) ?? new Set<string>()
      return markers
        .filter((marker) => {
          const at = formatPath(marker.path ?? [])
          if (skip.has(at)) return false
          // A missing required object is reported once, not once more for each of its required fields.
          if (insideMissingValue(doc, marker.path ?? [])) return false
          return !mismatched.has(at) || marker.code === 'value.type-mismatch'
        })
        .map((marker): Problem => {
          let message = marker.message
          if (marker.code === 'reference.not-published') {
            const ref = String((marker.details as {referenceId?: unknown} | undefined)?.referenceId ?? '')
            message = byId.has(`drafts.${ref}`)
              ? `refers to "${ref}", which exists only as an unpublished draft`
              : `refers to "${ref}", which does not exist in the seed (dangling reference)`
          }
          if (marker.code === 'object.unknown-field') {
            const {fieldName, typeName} = (marker.details ?? {}) as {fieldName?: string; typeName?: string}
            message = `unknown field "${fieldName}": ${typeName} has no such field in the Studio schema`
          }
          return {id, path: formatPath(marker.path ?? []), message}
        })
    }),
  )
  for (const list of sanityProblems) problems.push(...list)

  return {documents: entries.length, problems: sortProblems(problems, entries)}
}

/** Problems in seed order (by document line), then by field path; exact duplicates dropped. */
function sortProblems(problems: Problem[], entries: SeedDocument[]): Problem[] {
  const order = new Map<string, number>()
  entries.forEach((entry, index) => {
    if (!order.has(entry.id)) order.set(entry.id, index)
  })
  const rank = (problem: Problem) => (problem.id === 'schema' || problem.id === 'seed' ? -1 : (order.get(problem.id) ?? entries.length))
  const seen = new Set<string>()
  return problems
    .map((problem, index) => ({problem, index}))
    .sort((a, b) => rank(a.problem) - rank(b.problem) || a.problem.path.localeCompare(b.problem.path) || a.index - b.index)
    .map(({problem}) => problem)
    .filter((problem) => {
      const key = formatProblem(problem)
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}

// ---------------------------------------------------------------------------
// Command line

async function main() {
  const argument = process.argv[2]
  // `npm --prefix studio run validate-seed -- <path>` runs in studio/: resolve from where npm was called.
  const seedPath = argument ? resolve(process.env.INIT_CWD ?? process.cwd(), argument) : DEFAULT_SEED
  const {documents, problems} = await validateSeed(seedPath)
  for (const problem of problems) console.log(formatProblem(problem))
  console.log(`seed: ${documents} documents, ${problems.length} problems`)
  process.exitCode = problems.length > 0 ? 1 : 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
