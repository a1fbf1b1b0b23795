// The browser's calls to the account functions (/account, issue #12), through the shared client.
import type { AccountDeleteResult, AccountEmailResult, AccountOverview } from '../lib/accountRules';
import { errorMessageFrom } from '../lib/http';
import { getIdToken } from '../stores/auth';
import { ApiError, apiFetch } from './client';

/** A file the server sends as an attachment, with the name it gave it. */
export type DownloadedFile = { blob: Blob; fileName: string };

function attachmentName(header: string | null, fallback: string): string {
  const name = /filename="([^"]+)"/.exec(header ?? '')?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : fallback;
}

export const accountApi = {
  overview: () => apiFetch<AccountOverview>('/api/account'),
  rename: (fullName: string) => apiFetch<{ profile: { full_name: string } }>('/api/account/name', { body: { fullName } }),
  changeEmail: (newEmail: string) => apiFetch<AccountEmailResult>('/api/account/email', { body: { newEmail } }),
  deleteAccount: (confirmation: string) => apiFetch<AccountDeleteResult>('/api/account/delete', { body: { confirmation } }),
  /** "Download my data": the server's JSON file about the signed-in person. */
  async exportData(): Promise<DownloadedFile> {
    const token = await getIdToken();
    const response = await fetch('/api/account/export', { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!response.ok) {
      const data: unknown = await response.json().catch(() => null);
      throw new ApiError(response.status, errorMessageFrom(data, `Request failed (${response.status})`));
    }
    return { blob: await response.blob(), fileName: attachmentName(response.headers.get('content-disposition'), 'my-data.json') };
  },
};
