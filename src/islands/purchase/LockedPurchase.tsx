// The locked course view's offer (spec 2.12 'Course Not Accessible'): when the course is for sale, a button
// that opens the same purchase dialog. The title and price come from the public course list.
import { useEffect, useState } from 'react';
import { fetchLiveCourse } from '../../scripts/liveCourses';
import { isPurchasable } from '../../lib/money';
import { Button } from '../ui/Button';
import PurchaseDialogs, { requestPurchase, type PurchaseCourse } from './PurchaseDialogs';

export default function LockedPurchase({ courseId }: { courseId: string }) {
  const [course, setCourse] = useState<PurchaseCourse | null>(null);

  useEffect(() => {
    let current = true;
    fetchLiveCourse(courseId)
      .then((found) => {
        if (current && found && isPurchasable(found.price) && !found.coming_soon)
          setCourse({ courseId: found.id, title: found.title, price: found.price });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, [courseId]);

  if (!course) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => requestPurchase(course)}>
        Purchase This Course
      </Button>
      <PurchaseDialogs />
    </>
  );
}
