import {CogIcon} from '@sanity/icons/Cog'
import type {StructureResolver} from 'sanity/structure'
import {SINGLETONS, singletonTypes} from './singletons.ts'

/**
 * The Studio's left-hand menu. Singletons (Site settings) open their one document
 * directly; every other document type gets the usual list, added automatically.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Site settings')
        .id('siteSettings')
        .icon(CogIcon)
        .child(S.document().schemaType('siteSettings').documentId(SINGLETONS.siteSettings).title('Site settings')),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !singletonTypes.has(item.getId() ?? '')),
    ])
