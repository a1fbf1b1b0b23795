// CSV downloads of users, enrollments and payments: fetched with the admin's token, then saved
// through a temporary link, so the file never sits at a public address.
import { useState } from 'react';
import { adminApi } from '../../api/adminClient';
import type { ExportType } from '../../lib/admin/admin';
import { saveFile } from '../ui/saveFile';
import { Button } from '../ui/Button';
import { toastFailure } from './toastFailure';

const LABELS: Record<ExportType, string> = { users: 'Users CSV', enrollments: 'Enrollments CSV', payments: 'Payments CSV' };

export default function ExportButtons({ types }: { types: readonly ExportType[] }) {
  const [busy, setBusy] = useState<ExportType | null>(null);

  async function save(type: ExportType) {
    setBusy(type);
    try {
      const { blob } = await adminApi.export(type);
      saveFile(blob, `${type}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      toastFailure(error, 'Failed to export the CSV.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="admin-actions" role="group" aria-label="Export">
      {types.map((type) => (
        <Button
          variant="secondary"
          key={type}
          type="button"
          className="admin-btn-small"
          disabled={busy === type}
          onClick={() => void save(type)}
        >
          Export {LABELS[type]}
        </Button>
      ))}
    </div>
  );
}
