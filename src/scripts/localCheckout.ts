// The local test checkout page's behaviour (no framework): load the session, Pay -> the server fulfils and
// answers the success address -> go there; Cancel -> back to the course. The server's 503 means that nothing was
// charged (it never charges after answering), and the page says so.
import { localCheckoutPayRoute, localCheckoutRoute } from '../api/learnerContract';
import { ApiError, request } from '../api/request';
import { formatPrice } from '../lib/money';
import type { LocalCheckoutView } from '../lib/purchase/purchase';

/** After the server's 503: Pay never charges after answering, and never charges a paid checkout again. */
export const NOTHING_CHARGED = 'Nothing was charged by this attempt, so you can safely try again.';

export async function runLocalCheckout(root: Document = document): Promise<void> {
  const $ = <T extends Element>(selector: string) => root.querySelector<T>(selector)!;
  const loading = $<HTMLElement>('[data-checkout-loading]');
  const details = $<HTMLElement>('[data-checkout-details]');
  const error = $<HTMLElement>('[data-checkout-error]');
  const pay = $<HTMLButtonElement>('[data-action="pay"]');
  const cancel = $<HTMLAnchorElement>('[data-action="cancel"]');
  const id = new URLSearchParams(location.search).get('id') ?? '';

  let view: LocalCheckoutView;
  try {
    if (!id) throw new Error('This checkout link is incomplete. Please start again from the course page.');
    // The session cookie names the buyer when this browser is signed in (the server shows her e-mail only to her).
    view = await request(localCheckoutRoute, { id });
  } catch (caught) {
    loading.hidden = true;
    error.textContent = caught instanceof Error ? caught.message : 'The checkout could not be loaded.';
    return;
  }
  const amount = formatPrice(view.amountTotal / 100, { decimals: 'always' });
  $('[data-field="course"]').textContent = view.courseTitle;
  $('[data-field="amount"]').textContent = `${amount} (${view.currency.toUpperCase()})`;
  // The code the buyer applied and what it took off the course's price: the amount above is what they pay.
  if (view.promotionCode && view.amountSubtotal > view.amountTotal) {
    const off = formatPrice((view.amountSubtotal - view.amountTotal) / 100, { decimals: 'always' });
    const was = formatPrice(view.amountSubtotal / 100, { decimals: 'always' });
    $('[data-field="promotion"]').textContent = `${view.promotionCode}: ${off} off ${was}`;
    $<HTMLElement>('[data-row="promotion"]').hidden = false;
  }
  if (view.customerEmail) $('[data-field="email"]').textContent = view.customerEmail;
  else $<HTMLElement>('[data-row="email"]').hidden = true;
  $<HTMLElement>('[data-field="paid-note"]').hidden = !view.paid;
  pay.textContent = view.paid ? 'Continue' : `Pay ${amount}`;
  cancel.href = view.cancelUrl;
  loading.hidden = true;
  details.hidden = false;

  pay.addEventListener('click', async () => {
    pay.disabled = true;
    error.textContent = '';
    pay.textContent = 'Processing...';
    try {
      const { redirectUrl } = await request(localCheckoutPayRoute, { id: view.id });
      location.assign(redirectUrl);
    } catch (caught) {
      const words = caught instanceof Error ? caught.message : 'The test payment failed. Please try again.';
      error.textContent = caught instanceof ApiError && caught.status === 503 ? `${words} ${NOTHING_CHARGED}` : words;
      pay.disabled = false;
      pay.textContent = `Pay ${amount}`;
    }
  });
}
