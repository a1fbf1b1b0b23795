// What every payments implementation offers. The amount always comes from the server's course record.
import type { PaymentsMode } from '../../../../src/lib/integrationModes';

export type CheckoutRequest = {
  courseId: string;
  courseTitle: string;
  /** Price in pence, read from the course record on the server, never from the browser. */
  amountInPence: number;
  customerUid: string;
  customerEmail: string;
  /** Where the provider sends the buyer afterwards; the success address receives the checkout id. */
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { checkoutId: string; url: string };

export interface Payments {
  readonly mode: PaymentsMode;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
}
