import {defineField, type StringRule} from 'sanity'

const LINK_HELP =
  'Use a page on this website starting with / (for example /contact), ' +
  'or a full web address starting with https:// (for example https://www.instagram.com/yourname).'

/**
 * Checks a link: either a path on this site ("/", "/courses", "/blog#latest")
 * or a full http(s) web address. Returns true or a plain-English message.
 */
export function checkLink(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true // "required" is a separate rule
  if (typeof value !== 'string') return `A link must be text. ${LINK_HELP}`
  if (value.trim() !== value) return 'Remove the spaces at the start or end of the link.'
  if (/\s/.test(value)) return `Links cannot contain spaces. ${LINK_HELP}`
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return `This link starts with two slashes. ${LINK_HELP}`
    return true
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `This is not a link the website understands. ${LINK_HELP}`
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `Only web addresses (https://…) or pages on this site (/…) can be used here. ${LINK_HELP}`
  }
  if (!url.hostname.includes('.')) return `This web address looks incomplete. ${LINK_HELP}`
  return true
}

/** Adds the link check (and optionally "required") to a string rule. */
export function linkRule(rule: StringRule, {required}: {required: boolean}): StringRule {
  const checked = rule.custom((value) => checkLink(value))
  return required ? checked.required() : checked
}

type LinkFieldOptions = {
  name: string
  title: string
  description?: string
  required?: boolean
  group?: string
}

/** A link field: a site path such as /contact or a full https:// address. */
export function defineLinkField({name, title, description, required = true, group}: LinkFieldOptions) {
  return defineField({
    name,
    title,
    type: 'string',
    group,
    description: description ? `${description} ${LINK_HELP}` : LINK_HELP,
    validation: (rule) => linkRule(rule, {required}),
  })
}
