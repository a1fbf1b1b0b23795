// The composition root: mail, storage and payments, each on the implementation the environment selects, chosen
// once per function instance. (Content needs no choice here: src/content/query.ts, shared with the pages, picks
// Sanity or the local seed; functions read it through adapters/content.)
import { assertDeployable, type IntegrationModes } from '../../src/lib/integrationModes';
import { serverEnv, type ServerEnv } from './env';
import type { Mailer } from './adapters/mail/mailer';
import { createMailgunMailer } from './adapters/mail/mailgun';
import { createOutboxMailer } from './adapters/mail/outbox';
import { createLocalPayments } from './adapters/payments/local';
import type { Payments } from './adapters/payments/payments';
import { createStripePayments } from './adapters/payments/stripe';
import { createCloudStorage } from './adapters/storage/cloudStorage';
import type { FileStorage } from './adapters/storage/fileStorage';
import { createLocalStorage } from './adapters/storage/local';

export type Services = {
  modes: IntegrationModes;
  mailer: Mailer;
  storage: FileStorage;
  payments: Payments;
};

export function createServices(env: ServerEnv): Services {
  const { modes } = env;
  return {
    modes,
    mailer:
      modes.mail === 'mailgun' && env.mailgun
        ? createMailgunMailer({ ...env.mailgun, from: env.mailFrom })
        : createOutboxMailer({ dir: env.outboxDir, from: env.mailFrom }),
    storage:
      modes.storage === 'cloud-storage' && env.firebase.storageBucket
        ? createCloudStorage({ bucketName: env.firebase.storageBucket })
        : createLocalStorage({ dir: env.storageDir }),
    payments: modes.payments === 'stripe' && env.stripe ? createStripePayments(env.stripe) : createLocalPayments(),
  };
}

let cached: Services | undefined;

/** This process's services. Refuses (throws) in a production context with anything local, like the handler does. */
export function services(): Services {
  if (!cached) {
    assertDeployable(process.env);
    cached = createServices(serverEnv());
  }
  return cached;
}
