import {defineCliConfig} from 'sanity/cli'

const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local-dev'
const dataset = process.env.SANITY_STUDIO_DATASET || 'production'

export default defineCliConfig({
  api: {projectId, dataset},
  // Automatic updates fetch the Studio runtime from Sanity's CDN at build time:
  // keep them off so `sanity build` works offline and versions stay pinned.
  deployment: {autoUpdates: false},
})
