// What the build knew of its Netlify deploy and the functions are not told: Netlify gives functions URL at run time,
// but CONTEXT and DEPLOY_PRIME_URL only to the build. On Netlify the build writes them here before the functions
// are bundled (scripts/lib/deploy-record.mjs); in a checkout this file stays as it is, empty.
export const BUILD_DEPLOY: { CONTEXT?: string; DEPLOY_PRIME_URL?: string } = {};
