// /account (issue #12) under `npm start`, as a newcomer runs it: the same journey as on the built site
// (tests/e2e/accountJourney.ts), with any console error or unexpected failed request failing it. The mail
// goes to npm start's outbox in its data folder.
import { resolve } from 'node:path';
import { accountJourney } from '../e2e/accountJourney';
import { test } from './watchedPage';

const OUTBOX = resolve(process.env.DEV_JOURNEY_DATA_DIR ?? '.test-data/dev-journey', 'outbox');

test('a learner renames herself, downloads her data, changes password and e-mail, deletes her account and cannot sign in again', async ({
  page,
  context,
  watched,
}) => {
  // Firebase answers a wrong password (the first password try, and signing in after the deletion) with 400.
  watched.expect.push(/400 POST .*identitytoolkit.*accounts:signInWithPassword/, /400 POST .*accounts:signInWithPassword/);
  await accountJourney({ page, context, outboxDir: OUTBOX, label: 'dev-account' });
});
