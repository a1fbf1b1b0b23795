// What the purchase endpoints need from the outside world, injectable so that tests can run them against a
// Stripe-like local server; the functions pass the process's services().
import type { Services } from '../services/index';

export type PurchaseServices = Pick<Services, 'payments' | 'mailer'>;
export type GetServices = () => PurchaseServices;

/** The site's own origin, for the addresses the buyer is sent back to and the e-mail's dashboard link. */
export function siteOrigin(req: Request): string {
  return new URL(req.url).origin;
}
