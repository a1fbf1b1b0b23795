// The browser's calls to the account functions (/account), through the shared client.
import {
  accountDeleteRoute,
  accountEmailConfirmationRoute,
  accountEmailRoute,
  accountExportRoute,
  accountNameRoute,
  accountRoute,
} from './learnerContract';
import { call, callWithFreshSignIn, type DownloadedFile } from './client';

export type { DownloadedFile };

export const accountApi = {
  overview: () => call(accountRoute),
  rename: (fullName: string) => call(accountNameRoute, { fullName }),
  /** `token`: the ID token of the password confirmed just now (the change asks for a recent sign-in). */
  changeEmail: (newEmail: string, token: string) => callWithFreshSignIn(accountEmailRoute, { newEmail }, token),
  /** Sends the link that confirms the account's own address (at sign-up, and 'Resend'). */
  sendEmailConfirmation: () => call(accountEmailConfirmationRoute),
  deleteAccount: (confirmation: string) => call(accountDeleteRoute, { confirmation }),
  /** "Download my data": the server's JSON file about the signed-in person. */
  async exportData(): Promise<{ blob: Blob; fileName: string }> {
    const file = await call(accountExportRoute);
    return { blob: file.blob, fileName: file.fileName ?? 'my-data.json' };
  },
};
