// The one way pages and functions read content: Sanity when SANITY_PROJECT_ID is set,
// otherwise the same GROQ over the local seed.
import type { SanityClient } from '@sanity/client';
import { contentMode as contentModeOf, readEnvironment, type ContentMode, type EnvSource } from '../lib/environment';
import { queryLocal } from './localDataset';

export type { ContentMode };

/**
 * Decided on each call, from process.env as it is then (a test switches a running process to Sanity and back);
 * the Sanity client's settings are read once, when the client is made.
 */
export function contentMode(source: EnvSource = process.env): ContentMode {
  return contentModeOf(source);
}

let client: SanityClient | undefined;

async function sanityClient(): Promise<SanityClient> {
  if (!client) {
    const { createClient } = await import('@sanity/client');
    const sanity = readEnvironment(process.env).sanity!;
    // SANITY_API_HOST (local only, refused in production) points the real client at a stand-in for
    // Sanity's API, such as the local content lake in the cloud-content test. Node may not resolve
    // <projectId>.localhost, so the plain host is used then.
    client = createClient({
      ...(sanity.apiHost ? { apiHost: sanity.apiHost, useProjectHostname: false } : {}),
      projectId: sanity.projectId,
      dataset: sanity.dataset,
      apiVersion: sanity.apiVersion,
      token: sanity.readToken,
      useCdn: false,
      perspective: 'published',
    });
  }
  return client;
}

export async function query<T>(groq: string, params: Record<string, unknown> = {}): Promise<T> {
  if (contentMode() === 'local') return queryLocal<T>(groq, params);
  return (await sanityClient()).fetch<T>(groq, params);
}
