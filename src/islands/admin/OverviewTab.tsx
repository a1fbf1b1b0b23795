// Overview (spec 2.13): the four totals and the latest ten enrollments, each deletable.
import { useState } from 'react';
import { adminApi } from '../../api/adminClient';
import { adminDate, adminPrice } from '../../lib/admin/ui';
import type { AdminEnrollmentRow } from '../../lib/admin/admin';
import { toast } from '../../stores/toasts';
import type { AdminTabProps } from './adminTab';
import { useConfirm } from '../ui/useConfirm';
import { AdminTable } from './AdminTable';
import PendingEmails from './PendingEmails';
import UnfinishedPayments from './UnfinishedPayments';

export default function OverviewTab({ data, reload }: AdminTabProps) {
  const { totals, recentEnrollments } = data.overview;
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirm, confirmElement] = useConfirm();

  async function onDelete(row: AdminEnrollmentRow) {
    const ok = await confirm(
      `Delete the enrollment of ${row.userEmail || row.userName} in ${row.courseTitle}? They will lose access to this course.`,
      'Delete Enrollment',
    );
    if (!ok) return;
    setBusyId(row.id);
    try {
      await adminApi.deleteEnrollment(row.id);
      toast({ title: 'Success', message: 'Enrollment deleted successfully.' });
      await reload();
    } catch (error) {
      console.error(error);
      toast({ title: 'Error', message: 'Failed to delete enrollment.', variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  }

  const stats = [
    { label: 'Total Users', value: String(totals.totalUsers) },
    { label: 'Total Revenue', value: adminPrice(totals.totalRevenue) },
    { label: 'Total Courses', value: String(totals.totalCourses) },
    { label: 'Total Enrollments', value: String(totals.totalEnrollments) },
  ];

  return (
    <div className="admin-stack">
      <h2 className="sr-only">Overview</h2>
      <dl className="admin-stats">
        {stats.map((stat) => (
          <div className="admin-stat" key={stat.label} data-stat={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="admin-muted" data-testid="manual-enrollments">
        {totals.manualEnrollments === 1 ? '1 enrollment is' : `${totals.manualEnrollments} enrollments are`} Manual (no revenue).
      </p>
      <UnfinishedPayments onFinished={() => void reload()} />
      <PendingEmails />

      <section className="admin-card" aria-labelledby="recent-enrollments">
        <h3 id="recent-enrollments">Recent Enrollments</h3>
        {recentEnrollments.length === 0 ? (
          <p className="admin-muted">No enrollments yet.</p>
        ) : (
          <AdminTable columns={['Learner', 'Course', 'Date', 'Price']} actions>
            {recentEnrollments.map((row) => (
              <tr key={row.id}>
                <td>
                  <span className="admin-strong">{row.userName}</span>
                  {row.isManual && <span className="badge admin-badge--manual">Manual</span>}
                  <br />
                  <span className="admin-muted">{row.userEmail}</span>
                </td>
                <td data-label="Course">{row.courseTitle}</td>
                <td data-label="Date">{adminDate(row.enrolled_at)}</td>
                <td data-label="Price">{adminPrice(row.coursePrice)}</td>
                <td className="admin-table__actions">
                  <button
                    type="button"
                    className="admin-icon-btn admin-icon-btn--danger"
                    disabled={busyId === row.id}
                    onClick={() => void onDelete(row)}
                  >
                    Delete
                    <span className="sr-only">
                      {' '}
                      enrollment of {row.userName} in {row.courseTitle}
                    </span>
                  </button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
      {confirmElement}
    </div>
  );
}
