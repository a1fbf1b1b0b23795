// Content for functions: the same GROQ source the pages use (Sanity, or the local seed), not a second copy.
import { contentMode, query, type ContentMode } from '../../../../src/content/index';

export { query };

export interface ContentSource {
  readonly mode: ContentMode;
  query<T>(groq: string, params?: Record<string, unknown>): Promise<T>;
}

export function createContentSource(): ContentSource {
  return { mode: contentMode(), query };
}
