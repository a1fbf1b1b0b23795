import { describe, expect, it } from 'vitest';
import { readServerEnv } from '../../netlify/lib/env';
import { createServices } from '../../netlify/lib/compose';

describe('createServices', () => {
  it('chooses every local implementation on an empty environment', () => {
    const services = createServices(readServerEnv({}, '/srv/site'));
    expect({
      mail: services.mailer.mode,
      storage: services.storage.mode,
      payments: services.payments.mode,
    }).toEqual({ mail: 'outbox', storage: 'local', payments: 'local' });
  });

  it('chooses the cloud implementations their variables select', () => {
    const services = createServices(
      readServerEnv({
        MAILGUN_API_KEY: 'key',
        MAILGUN_DOMAIN: 'mg.example.com',
        FIREBASE_STORAGE_BUCKET: 'maya.appspot.com',
        STRIPE_SECRET_KEY: 'sk_test_x',
      }),
    );
    expect([services.mailer.mode, services.storage.mode, services.payments.mode]).toEqual(['mailgun', 'cloud-storage', 'stripe']);
    expect(services.storage.publicUrl?.('images/a b.png')).toBe('https://storage.googleapis.com/maya.appspot.com/images/a%20b.png');
  });
});
