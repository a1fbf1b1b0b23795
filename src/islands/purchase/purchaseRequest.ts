// The purchase button's request, shared by every island and page script on a page: pressing a purchase button
// sets it, the purchase flow (PurchaseFlow.tsx) answers it and clears it when its dialog closes.
import { atom } from 'nanostores';

/** `code`: a promotion code to apply at once (a course page opened with ?code=). */
export type PurchaseCourse = { courseId: string; title: string; price: number | null; code?: string };

type Request = PurchaseCourse & { nonce: number };
export const $purchaseRequest = atom<Request | null>(null);
let nonce = 0;

/** Opens the flow for a course (from any island or page script on the same page). */
export function requestPurchase(course: PurchaseCourse): void {
  $purchaseRequest.set({ ...course, nonce: ++nonce });
}
