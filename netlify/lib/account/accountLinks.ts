// The links of Firebase's account actions (confirm an address, confirm a change of address) on this site's /account
// page, which applies them itself: the mails never send a learner to Firebase's page (the Auth emulator's, locally).
import { ACCOUNT_PATH } from '../../../src/lib/account/rules';
import { oobCodeFromActionLink } from '../../../src/lib/account/passwordSetupLink';

/** /account with the action's mode and Firebase's one-time code; Firebase's own link when it carries no code. */
export function accountLinkUrl(origin: string, firebaseLink: string, mode: string): string {
  const code = oobCodeFromActionLink(firebaseLink);
  if (!code) return firebaseLink;
  const url = new URL(ACCOUNT_PATH, origin);
  url.searchParams.set('mode', mode);
  url.searchParams.set('oobCode', code);
  return url.toString();
}
