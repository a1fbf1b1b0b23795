// The course info pages' purchase buttons ([data-purchase-course]): the first press loads the purchase dialogs
// (React, then Firebase) on demand, so the page itself ships only these few lines.
export function wirePurchaseButtons(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-purchase-course]')) {
    button.addEventListener('click', async () => {
      const price = Number(button.dataset.coursePrice);
      const course = {
        courseId: button.dataset.purchaseCourse!,
        title: button.dataset.courseTitle ?? '',
        price: Number.isFinite(price) ? price : null,
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
