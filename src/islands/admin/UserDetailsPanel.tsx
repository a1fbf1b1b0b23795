// One user's details, opened from the Users list: name, e-mail, joined date, enrollment count, the enrolled
// courses with their prices and the payments (each with 'Refund' until refunded). They load only when the panel
// opens, as the list carries none of them. Its buttons: 'Send Email', 'Delete User & Enrollments' and 'Close'.
import { useEffect, useState } from 'react';
import { adminApi } from '../../api/adminClient';
import type { AdminUser, AdminUserPayment } from '../../lib/admin/admin';
import { adminDate, adminPrice } from '../../lib/admin/ui';
import { toast } from '../../stores/toasts';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { useConfirm } from '../ui/useConfirm';
import { RowButton } from './RowButton';
import SendEmailDialog from './SendEmailDialog';
import { errorWords, toastFailure } from './toastFailure';

type Props = {
  uid: string;
  /** The signed-in admin, who cannot delete her own account. */
  currentUid: string;
  /** A delete of this user is under way. */
  deleting: boolean;
  onDelete: (user: AdminUser) => Promise<void>;
  /** Closes the panel; also called when the details fail to load, so it must keep its identity between renders. */
  onClose: () => void;
  /** After a refund: the list and the dashboard's figures load again. */
  onChanged: () => Promise<void>;
};

export function UserDetailsPanel({ uid, currentUid, deleting, onDelete, onClose, onChanged }: Props) {
  const [details, setDetails] = useState<AdminUser | null>(null);
  const [version, setVersion] = useState(0);
  const [emailTo, setEmailTo] = useState<AdminUser | null>(null);
  const [refunding, setRefunding] = useState<string | null>(null);
  const [confirm, confirmElement] = useConfirm();

  useEffect(() => {
    let cancelled = false;
    adminApi
      .userDetails(uid)
      .then(({ user }) => {
        if (!cancelled) setDetails(user);
      })
      .catch((error: unknown) => {
        // A superseded load (another user was chosen meanwhile) says nothing.
        if (cancelled) return;
        toastFailure(error, 'Failed to load user details.');
        onClose();
      });
    return () => {
      cancelled = true;
    };
  }, [uid, version, onClose]);

  async function refund(payer: AdminUser, payment: AdminUserPayment) {
    const amount = adminPrice(payment.amountPence / 100);
    const question = `Refund ${amount} to ${payer.email} for ${payment.courseTitle}? The whole payment goes back through Stripe, the course is removed from their account and they are e-mailed.`;
    if (!(await confirm(question, 'Refund'))) return;
    setRefunding(payment.id);
    try {
      await adminApi.refund(payment.id);
      toast({ title: 'Success', message: 'Payment refunded.' });
      // The details show the payment refunded and the course gone.
      setVersion((current) => current + 1);
      await onChanged();
    } catch (error) {
      toastFailure(error, errorWords(error, 'Failed to refund the payment.'));
    } finally {
      setRefunding(null);
    }
  }

  // The details held may still be those of the user chosen before: until this one's come, a line says they load.
  const user = details?.uid === uid ? details : null;
  return (
    <>
      {!user ? (
        <p className="admin-muted" role="status">
          Loading user details...
        </p>
      ) : (
        <Dialog title="User Details" size="wide" closeButton={false} onClose={onClose}>
          <dl className="admin-details">
            <div>
              <dt>Name</dt>
              <dd>{user.full_name || 'Not provided'}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>Joined</dt>
              <dd>{adminDate(user.created_at)}</dd>
            </div>
            <div>
              <dt>Enrollments</dt>
              <dd>{user.enrollmentCount}</dd>
            </div>
          </dl>
          <h3 className="admin-details__heading">Enrolled Courses</h3>
          {user.enrollments.length === 0 ? (
            <p className="admin-muted">Not enrolled in any course.</p>
          ) : (
            <ul className="admin-details__courses">
              {user.enrollments.map((enrollment) => (
                <li key={enrollment.enrollmentId}>
                  <span>{enrollment.courseTitle}</span>
                  <span className="admin-strong">{adminPrice(enrollment.coursePrice)}</span>
                </li>
              ))}
            </ul>
          )}
          {user.payments && user.payments.length > 0 && (
            <>
              <h3 className="admin-details__heading">Payments</h3>
              <ul className="admin-details__courses" aria-label="Payments">
                {user.payments.map((payment) => (
                  <li key={payment.id} data-payment-id={payment.id}>
                    <span>
                      {payment.courseTitle} <span className="admin-muted">{adminDate(payment.paid_at)}</span>
                    </span>
                    <span className="admin-strong">{adminPrice(payment.amountPence / 100)}</span>
                    {payment.refunded ? (
                      <span className="badge">Refunded</span>
                    ) : (
                      <RowButton
                        about={` ${payment.courseTitle}`}
                        disabled={refunding === payment.id}
                        onClick={() => void refund(user, payment)}
                      >
                        Refund
                      </RowButton>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="admin-dialog__actions admin-dialog__actions--spread">
            <Button variant="secondary" type="button" onClick={() => setEmailTo(user)}>
              Send Email
            </Button>
            {user.uid !== currentUid && (
              <Button type="button" className="admin-btn-danger" disabled={deleting} onClick={() => void onDelete(user)}>
                Delete User &amp; Enrollments
              </Button>
            )}
            <Button variant="secondary" type="button" onClick={onClose}>
              Close
            </Button>
          </div>
        </Dialog>
      )}
      {emailTo && <SendEmailDialog user={emailTo} onClose={() => setEmailTo(null)} />}
      {confirmElement}
    </>
  );
}
