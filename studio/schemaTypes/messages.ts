// Plain-English validation messages for every rule written in the schema without one.
//
// Sanity's own messages ("Required", "Must have at least 1 items", "Must be at most 80 characters long")
// do not say which field or what to do. Fields with hand-written messages keep theirs; every other rule
// is split into one rule per check, each with a message naming the field by its title in the Studio.
import type {Rule, RuleSpec} from 'sanity'

type Validation = (rule: Rule, ...rest: unknown[]) => Rule | Rule[] | undefined | false
type Definition = {
  name?: string
  title?: string
  type?: string
  fields?: Definition[]
  of?: Definition[]
  validation?: unknown
  [key: string]: unknown
}

const quote = (label: string) => `“${label}”`

/** The message for one failed check of the field titled `label`. */
export function messageFor(spec: RuleSpec, valueType: string | undefined, label: string): string {
  const c = 'constraint' in spec ? String(spec.constraint) : ''
  const field = quote(label)
  switch (spec.flag) {
    case 'presence':
      if (valueType === 'Array') return `Add at least one entry to ${field}.`
      if (valueType === 'Boolean') return `Choose on or off for ${field}.`
      return `Fill in ${field}.`
    case 'min':
      if (valueType === 'Array') return c === '1' ? `Add at least one entry to ${field}.` : `${field} needs at least ${c} entries.`
      if (valueType === 'Number') return `${field} must be ${c} or more.`
      return `${field} needs at least ${c} characters.`
    case 'max':
      if (valueType === 'Array') return `${field} can have at most ${c} entries: remove one.`
      if (valueType === 'Number') return `${field} must be ${c} or less.`
      return `${field} is too long: keep it to ${c} characters or fewer.`
    case 'length':
      if (valueType === 'Array') return `${field} needs exactly ${c} entries.`
      return `${field} must be exactly ${c} characters.`
    case 'integer':
      return `Use a whole number in ${field}, without decimals.`
    case 'precision':
      return `${field} can have at most ${c} digits after the decimal point (pence).`
    case 'uri':
      return `${field} must be a full web address starting with https://, for example https://www.example.com.`
    case 'email':
      return `${field} must be an email address, for example name@example.com.`
    case 'valid':
      return `Choose one of the offered options for ${field}.`
    default:
      return `${field} is not filled in correctly.`
  }
}

/** One rule per check, each with its own message; custom checks (which bring their own words) stay together. */
export function withMessages(result: ReturnType<Validation>, label: string): Rule[] {
  const rules: Rule[] = Array.isArray(result) ? result : result ? [result] : []
  return rules.flatMap((rule) => {
    if (rule._message !== undefined) return [rule]
    // Custom checks bring their own words; the type check is Sanity's own (inferred from the field's type).
    const ownWords = (spec: RuleSpec) => spec.flag === 'custom' || spec.flag === 'type'
    const custom = rule._rules.filter(ownWords)
    const checks = rule._rules.filter((spec) => !ownWords(spec))
    const split = checks.map((spec) => {
      const one = rule.clone()
      one._rules = [spec]
      one._message = messageFor(spec, rule._type, label)
      return one
    })
    if (custom.length > 0) {
      const rest = rule.clone()
      rest._rules = custom
      split.push(rest)
    }
    return split
  })
}

function withFieldMessages(definition: Definition, label: string): Definition {
  const validation = definition.validation
  const children = {
    ...(definition.fields ? {fields: definition.fields.map((field) => withFieldMessages(field, field.title ?? field.name ?? label))} : {}),
    ...(definition.of ? {of: definition.of.map((member) => withFieldMessages(member, label))} : {}),
  }
  if (typeof validation !== 'function') return {...definition, ...children}
  const wrapped = (rule: Rule, ...rest: unknown[]) => withMessages((validation as Validation)(rule, ...rest), label)
  return {...definition, ...children, validation: wrapped}
}

/** The schema types with a plain-English message on every rule (see the file comment). */
export function withPlainMessages<T>(types: T[]): T[] {
  return types.map((type) => {
    const definition = type as unknown as Definition
    return withFieldMessages(definition, definition.title ?? definition.name ?? 'This') as unknown as T
  })
}
