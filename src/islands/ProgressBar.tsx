// An accessible progress bar: role progressbar with its value, and the percent in words.
export default function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="progress">
      <div className="progress__label">
        <span>Progress</span>
        <span>{percent}%</span>
      </div>
      <div className="progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
