// Promotions: the admin makes a code ('Code', 'Percent off' or 'Amount off (£)', 'Course', 'Expires', 'Maximum
// redemptions', 'Create Code') and sees every code with its redemptions, where she can 'Deactivate' one. The
// server checks everything again (and makes the code at Stripe when payments run there); its words are shown.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { promotionsApi } from '../../api/promotionsClient';
import { adminDate } from '../../lib/admin/ui';
import { promotionLabel } from '../../lib/purchase/promotions';
import type { AdminPromotion } from '../../lib/purchase/promotionSchemas';
import { toast } from '../../stores/toasts';
import { FormError, InputField, WholeNumberField } from '../ui/Field';
import { Button } from '../ui/Button';
import type { AdminTabProps } from './adminTab';
import { AdminTable } from './AdminTable';
import { CourseSelectField } from './CourseSelectField';
import { RowButton } from './RowButton';
import { errorWords, toastFailure } from './toastFailure';

type Kind = 'percent' | 'amount';
const EMPTY = { code: '', kind: 'percent' as Kind, off: '', courseId: '', expires: '', max: '' };

/** The form's texts as the API's body, or the words of what is missing. */
function bodyOf(form: typeof EMPTY): { body: Parameters<typeof promotionsApi.create>[0] } | { problem: string } {
  const off = Number(form.off);
  if (!form.code.trim()) return { problem: 'Please enter a code.' };
  if (!form.off.trim() || !Number.isFinite(off) || off <= 0)
    return { problem: form.kind === 'percent' ? 'Please enter the percent off.' : 'Please enter the amount off.' };
  const max = form.max.trim() ? Number(form.max) : null;
  if (max !== null && (!Number.isInteger(max) || max < 1)) return { problem: 'Maximum redemptions must be a whole number of at least 1.' };
  return {
    body: {
      code: form.code,
      ...(form.kind === 'percent' ? { percentOff: off } : { amountOff: off }),
      courseId: form.courseId || null,
      expires: form.expires || null,
      maxRedemptions: max,
    },
  };
}

function status(promotion: AdminPromotion, now: number): string {
  if (!promotion.active) return 'Inactive';
  if (promotion.expires_at && Date.parse(promotion.expires_at) <= now) return 'Expired';
  if (promotion.max_redemptions !== null && promotion.redemptions >= promotion.max_redemptions) return 'Used up';
  return 'Active';
}

export default function PromotionsTab({ data }: AdminTabProps) {
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [promotions, setPromotions] = useState<AdminPromotion[] | null>(null);
  /** When the list was read: a code's status (expired or not) is as of then. */
  const [loadedAt, setLoadedAt] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const set = (name: keyof typeof EMPTY) => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  const load = useCallback(async () => {
    try {
      setPromotions((await promotionsApi.list()).promotions);
      setLoadedAt(Date.now());
      setLoadFailed(false);
    } catch (error) {
      console.error(error);
      setLoadFailed(true);
    }
  }, []);
  useEffect(() => void load(), [load]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = bodyOf(form);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    setSubmitting(true);
    try {
      const { promotion } = await promotionsApi.create(parsed.body);
      toast({ title: 'Code Created', message: `${promotion.code}: ${promotionLabel(promotion)}.` });
      setForm(EMPTY);
      await load();
    } catch (error) {
      // The server's words (a taken code, a bad date) stay beside the form, with the form as it was.
      setProblem(errorWords(error, 'Failed to create the code.'));
    } finally {
      setSubmitting(false);
    }
  }

  async function onDeactivate(promotion: AdminPromotion) {
    setBusy(promotion.code);
    try {
      await promotionsApi.deactivate(promotion.code);
      toast({ title: 'Code Deactivated', message: `${promotion.code} can no longer be used.` });
      await load();
    } catch (error) {
      toastFailure(error, errorWords(error, 'Failed to deactivate the code.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="admin-stack">
      <h2>Promotions</h2>
      <form className="admin-card form admin-form admin-promo-form" onSubmit={onSubmit} noValidate aria-label="New promotion code">
        <p className="admin-muted">A code takes a percentage or an amount off one course or all of them, once per purchase.</p>
        <InputField
          id="promo-code"
          label="Code"
          value={form.code}
          onChange={set('code')}
          autoComplete="off"
          required
          placeholder="SPRING20"
        />
        <fieldset className="admin-promo-kind">
          <legend>Discount</legend>
          <label>
            <input type="radio" name="promo-kind" checked={form.kind === 'percent'} onChange={() => set('kind')('percent')} /> Percent off
          </label>
          <label>
            <input type="radio" name="promo-kind" checked={form.kind === 'amount'} onChange={() => set('kind')('amount')} /> Amount off (£)
          </label>
        </fieldset>
        <InputField
          id="promo-off"
          label={form.kind === 'percent' ? 'Percent off' : 'Amount off (£)'}
          type="number"
          inputMode="decimal"
          min={form.kind === 'percent' ? 1 : 0.01}
          max={form.kind === 'percent' ? 100 : undefined}
          step={form.kind === 'percent' ? 1 : 0.01}
          value={form.off}
          onChange={set('off')}
          required
        />
        <CourseSelectField
          id="promo-course"
          label="Course"
          courses={data.courses}
          value={form.courseId}
          onChange={set('courseId')}
          none={{ label: 'All courses' }}
        />
        <InputField
          id="promo-expires"
          label="Expires"
          type="date"
          value={form.expires}
          onChange={set('expires')}
          hint="Optional: it works until the end of that day."
        />
        <WholeNumberField
          id="promo-max"
          label="Maximum redemptions"
          range={[1]}
          value={form.max}
          onChange={set('max')}
          hint="Optional: leave empty for no limit."
        />
        <FormError message={problem} />
        <div className="admin-actions">
          <Button type="submit" busy={submitting} disabled={submitting}>
            Create Code
          </Button>
        </div>
      </form>

      <section className="admin-card" aria-labelledby="promo-codes">
        <h3 id="promo-codes">Codes</h3>
        {loadFailed && (
          <p role="alert">
            The codes could not be loaded.{' '}
            <Button variant="secondary" className="admin-btn-small" onClick={() => void load()}>
              Try again
            </Button>
          </p>
        )}
        {!loadFailed && promotions === null && <p className="admin-muted">Loading codes...</p>}
        {promotions?.length === 0 && <p className="admin-muted">No codes yet.</p>}
        {promotions && promotions.length > 0 && (
          <AdminTable columns={['Code', 'Discount', 'Course', 'Expires', 'Redemptions', 'Status']} actions data-promotions>
            {promotions.map((promotion) => (
              <tr key={promotion.code} data-code={promotion.code}>
                <td className="admin-strong">{promotion.code}</td>
                <td data-label="Discount">{promotionLabel(promotion)}</td>
                <td data-label="Course">{promotion.course_title ?? 'All courses'}</td>
                <td data-label="Expires">{promotion.expires_at ? adminDate(promotion.expires_at) : 'Never'}</td>
                <td data-label="Redemptions" data-redemptions>
                  {promotion.redemptions}
                  {promotion.max_redemptions !== null && ` of ${promotion.max_redemptions}`}
                </td>
                <td data-label="Status">{status(promotion, loadedAt)}</td>
                <td className="admin-table__actions">
                  {promotion.active && (
                    <RowButton
                      about={`: ${promotion.code}`}
                      danger
                      busy={busy === promotion.code}
                      onClick={() => void onDeactivate(promotion)}
                    >
                      Deactivate
                    </RowButton>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
    </div>
  );
}
