// The one way pages and functions read content: Sanity when SANITY_PROJECT_ID is set,
// otherwise the same GROQ over the local seed.
import type { SanityClient } from '@sanity/client';
import { queryLocal } from './localDataset';

export type ContentMode = 'sanity' | 'local';

export function contentMode(env: NodeJS.ProcessEnv = process.env): ContentMode {
  return env.SANITY_PROJECT_ID ? 'sanity' : 'local';
}

let client: SanityClient | undefined;

async function sanityClient(): Promise<SanityClient> {
  if (!client) {
    const { createClient } = await import('@sanity/client');
    // SANITY_API_HOST (local only, refused in production) points the real client at a stand-in for
    // Sanity's API, such as the local content lake in the cloud-content test. Node may not resolve
    // <projectId>.localhost, so the plain host is used then.
    const apiHost = process.env.SANITY_API_HOST?.trim() || undefined;
    client = createClient({
      ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
      projectId: process.env.SANITY_PROJECT_ID!,
      dataset: process.env.SANITY_DATASET ?? 'production',
      apiVersion: process.env.SANITY_API_VERSION ?? '2025-02-19',
      token: process.env.SANITY_READ_TOKEN,
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
