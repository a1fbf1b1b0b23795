// What the purchase endpoints need from the outside world, injectable so that tests can run them against a
// Stripe-like local server; the functions pass the process's services().
import type { Services } from '../compose';

export type PurchaseServices = Pick<Services, 'payments' | 'mailer'>;
export type GetServices = () => PurchaseServices;
