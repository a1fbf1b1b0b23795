import {defineConfig} from 'sanity'
import {structureTool} from 'sanity/structure'
import {COURSE_PAGE_TEMPLATE, coursePageTemplate} from './coursePageTemplate.ts'
import {OpenOnSiteAction} from './openOnSite.ts'
import {schemaTypes} from './schemaTypes/index.ts'
import {singletonTypes} from './singletons.ts'
import {structure} from './structure.ts'

// SANITY_STUDIO_* variables are read from the environment (or studio/.env) at dev/build time.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local-dev'
const dataset = process.env.SANITY_STUDIO_DATASET || 'production'

// Local content lake (`npm start`): a Studio built with SANITY_STUDIO_LOCAL_LAKE=1 talks to the server
// that serves it (scripts/lib/sanity-lake), which answers as the signed-in local practitioner. The real
// Studio (`npm run studio`, a deployed build) leaves this unset and talks to the Sanity project.
const localLake = process.env.SANITY_STUDIO_LOCAL_LAKE === '1' && typeof window !== 'undefined' ? {apiHost: window.location.origin} : {}

// Only these actions make sense for a document that must always exist exactly once.
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'Website content',
  projectId,
  dataset,
  ...localLake,
  plugins: [structureTool({structure, title: 'Content'})],
  schema: {
    types: schemaTypes,
    // No "create new" for singletons: there is exactly one of each. A course's page from the site's course builder
    // has its own template (its course id and title filled in).
    templates: (templates) => [...templates.filter(({schemaType}) => !singletonTypes.has(schemaType)), coursePageTemplate],
  },
  document: {
    // Every document with a page on the website can be opened there ("Open on site", openOnSite.ts).
    actions: (actions, {schemaType}) => [
      ...(singletonTypes.has(schemaType) ? actions.filter(({action}) => action !== undefined && singletonActions.has(action)) : actions),
      OpenOnSiteAction,
    ],
    // The course builder's template needs its course: it is reached from the builder's link only.
    newDocumentOptions: (options, {creationContext}) =>
      options.filter(
        (option) =>
          option.templateId !== COURSE_PAGE_TEMPLATE && (creationContext.type !== 'global' || !singletonTypes.has(option.templateId)),
      ),
  },
})
