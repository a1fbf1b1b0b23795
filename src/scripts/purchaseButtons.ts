// The course info pages' purchase buttons ([data-purchase-course]): the first press loads the purchase dialogs
// (React, then Firebase) on demand, so the page itself ships only these few lines.
// A ?code= in the address (a promotion code from a newsletter's link) is shown under the price and applied in the
// purchase dialog.
export function wirePurchaseButtons(root: ParentNode = document): void {
  const code = new URLSearchParams(location.search).get('code')?.trim() || undefined;
  if (code) void import('./promoNotice').then(({ showPromoNotice }) => showPromoNotice(code, root));
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-purchase-course]')) {
    button.addEventListener('click', async () => {
      const price = Number(button.dataset.coursePrice);
      const course = {
        courseId: button.dataset.purchaseCourse!,
        title: button.dataset.courseTitle ?? '',
        price: Number.isFinite(price) ? price : null,
        ...(code ? { code } : {}),
      };
      button.setAttribute('aria-busy', 'true');
      try {
        const { startPurchase } = await import('../islands/purchase/startPurchase');
        startPurchase(course);
      } catch (error) {
        // The chunk did not load (offline, or a new deploy replaced it): a full reload fetches the current one.
        console.error(error);
        location.reload();
      } finally {
        button.removeAttribute('aria-busy');
      }
    });
  }
}
