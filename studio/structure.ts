import {BookIcon} from '@sanity/icons/Book'
import {CogIcon} from '@sanity/icons/Cog'
import {CommentIcon} from '@sanity/icons/Comment'
import {DocumentsIcon} from '@sanity/icons/Documents'
import {HeartIcon} from '@sanity/icons/Heart'
import {PlayIcon} from '@sanity/icons/Play'
import {UsersIcon} from '@sanity/icons/Users'
import type {SortOrderingItem} from 'sanity'
import type {ListItemBuilder, StructureBuilder, StructureResolver} from 'sanity/structure'
import {LESSONS_IN_BUILDER_ORDER} from './schemaTypes/lesson.ts'
import {SINGLETONS} from './singletons.ts'

const byPosition: SortOrderingItem[] = [{field: 'order', direction: 'asc'}]
const newestFirst: SortOrderingItem[] = [{field: 'publishedAt', direction: 'desc'}]

/** Opens the one document of a singleton type directly. */
function singleton(S: StructureBuilder, type: string, title: string): ListItemBuilder {
  const schemaType = S.context.schema.get(type)
  return S.listItem()
    .title(title)
    .id(type)
    .icon(schemaType?.icon)
    .child(S.document().schemaType(type).documentId(SINGLETONS[type]!).title(title))
}

/** The list of one document type, opening in the order the site shows it. */
function documents(S: StructureBuilder, type: string, title: string, ordering: SortOrderingItem[]): ListItemBuilder {
  return S.listItem()
    .title(title)
    .id(type)
    .icon(S.context.schema.get(type)?.icon)
    .child(S.documentTypeList(type).title(title).defaultOrdering(ordering))
}

/** One section of the menu holding the items given. */
function section(S: StructureBuilder, id: string, title: string, icon: ListItemBuilder['spec']['icon'], items: ListItemBuilder[]) {
  return S.listItem().title(title).id(id).icon(icon).child(S.list().title(title).id(id).items(items))
}

/**
 * The Studio's left-hand menu, in the practitioner's sections: each section holds its page words and the
 * entries of that page, and every list opens in the order the website shows it.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      section(S, 'pages', 'Pages', DocumentsIcon, [
        singleton(S, 'homePage', 'Home page'),
        singleton(S, 'aboutPage', 'About page'),
        singleton(S, 'contactPage', 'Contact page'),
      ]),
      section(S, 'treatments', 'Treatments', HeartIcon, [
        singleton(S, 'treatmentsPage', 'Treatments page words'),
        documents(S, 'treatment', 'Treatments', byPosition),
      ]),
      section(S, 'courses', 'Courses', BookIcon, [
        singleton(S, 'coursesPage', 'Course list page words'),
        documents(S, 'courseInfo', 'Courses', byPosition),
        documents(S, 'lesson', 'Written lessons', LESSONS_IN_BUILDER_ORDER),
      ]),
      section(S, 'services', 'Services', UsersIcon, [
        singleton(S, 'workWithMePage', 'Work With Me page words'),
        documents(S, 'serviceOffering', 'Services', byPosition),
      ]),
      section(S, 'blog', 'Blog', PlayIcon, [
        singleton(S, 'blogPage', 'Blog page words'),
        documents(S, 'blogPost', 'Blog videos', newestFirst),
      ]),
      documents(S, 'testimonial', 'Testimonials', byPosition).icon(CommentIcon),
      S.divider(),
      singleton(S, 'siteSettings', 'Settings').icon(CogIcon),
    ])
