// Content for functions: the same GROQ access the pages use (src/content/query.ts chooses Sanity or the local
// seed from the environment), not a second copy. Read by the written lessons and the courses' own pages.
export { query } from '../../../../src/content/index';
