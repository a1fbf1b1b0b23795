// Purchases (course, date, amount paid) and enrollments on /account.
import type { AccountEnrollment, AccountPurchase } from '../../lib/account/rules';
import { enrollmentSourceText, longDate, paidAmountText } from '../../lib/account/words';

export function RecordsSection({ purchases, enrollments }: { purchases: AccountPurchase[]; enrollments: AccountEnrollment[] }) {
  return (
    <div className="account__records">
      <section className="account__card surface-panel" aria-labelledby="account-purchases">
        <h2 id="account-purchases">Purchases</h2>
        {purchases.length === 0 ? (
          <p className="account__help">No purchases yet.</p>
        ) : (
          <table className="account__table">
            <caption className="sr-only">Your purchases</caption>
            <thead>
              <tr>
                <th scope="col">Course</th>
                <th scope="col">Date</th>
                <th scope="col">Amount paid</th>
              </tr>
            </thead>
            <tbody>
              {purchases.map((purchase, index) => (
                <tr key={`${purchase.courseId}-${purchase.paidAt}-${index}`}>
                  <th scope="row">{purchase.courseTitle}</th>
                  <td>{longDate(purchase.paidAt)}</td>
                  <td>
                    {paidAmountText(purchase.amountPence, purchase.currency)}
                    {purchase.refunded && <span className="badge account__refunded">Refunded {longDate(purchase.refundedAt)}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="account__card surface-panel" aria-labelledby="account-enrollments">
        <h2 id="account-enrollments">Enrollments</h2>
        {enrollments.length === 0 ? (
          <p className="account__help">
            You have not joined a course yet. <a href="/courses">Browse Courses</a>
          </p>
        ) : (
          <ul className="account__list">
            {enrollments.map((enrollment) => (
              <li key={enrollment.courseId}>
                <a href={`/course/${enrollment.courseId}`}>{enrollment.courseTitle}</a>
                <span className="account__help">
                  {enrollmentSourceText(enrollment.source)} on {longDate(enrollment.enrolledAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
