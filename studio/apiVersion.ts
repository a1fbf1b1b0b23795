// The Content Lake API version of the Studio's own queries (validation lookups, next positions, the site link).
export const STUDIO_API_VERSION = '2025-01-01'
