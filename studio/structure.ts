import type {StructureResolver} from 'sanity/structure'
import {SINGLETONS, singletonTypes} from './singletons.ts'

/**
 * The Studio's left-hand menu. Singletons (Site settings first, then the one-off pages) open their one
 * document directly; every other document type gets the usual list, added automatically.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...Object.entries(SINGLETONS).map(([type, id]) => {
        const schemaType = S.context.schema.get(type)
        const title = schemaType?.title ?? type
        return S.listItem()
          .title(title)
          .id(type)
          .icon(schemaType?.icon)
          .child(S.document().schemaType(type).documentId(id).title(title))
      }),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !singletonTypes.has(item.getId() ?? '')),
    ])
