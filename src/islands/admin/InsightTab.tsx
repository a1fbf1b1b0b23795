// Insight: how the practice is going. Revenue per month and enrollments per course as hand-drawn
// SVG bar charts (each with a text label per bar and a table alternative), each course's completion funnel
// (started and completed per session, in order: where learners stop), the learners gone quiet, and exports.
// Loaded on first opening of the tab, so the charts never weigh on the rest of /admin.
import { useEffect, useState } from 'react';
import { adminApi } from '../../api/adminClient';
import { INACTIVE_DAYS, type CourseEnrollments, type MonthRevenue } from '../../lib/admin/admin';
import { adminDate, adminPrice } from '../../lib/admin/ui';
import { barLayout, monthLabel, quietLearnersLine, type AdminInsightData } from '../../lib/admin/insight';
import ExportButtons from './ExportButtons';
import { AdminTable } from './AdminTable';

const CHART_WIDTH = 640;
const CHART_HEIGHT = 160;
const LABEL_SPACE = 34;

type Datum = { label: string; value: number; shown: string };

const revenueBars = (months: MonthRevenue[]): Datum[] =>
  months.map((month) => ({ label: monthLabel(month.month), value: month.pence, shown: adminPrice(month.pence / 100) }));
const enrollmentBars = (courses: CourseEnrollments[]): Datum[] =>
  courses.map((course) => ({ label: course.title, value: course.enrollments, shown: String(course.enrollments) }));

/** One chart card of the tab: the bars with their values and labels, and the same numbers as a table. */
function BarChart({ title, data, id }: { title: string; data: Datum[]; id: string }) {
  const bars = barLayout(
    data.map((datum) => datum.value),
    CHART_WIDTH,
    CHART_HEIGHT - 16,
  );
  return (
    <section className="admin-card">
      <figure className="admin-chart">
        <figcaption id={`${id}-caption`} className="admin-strong">
          {title}
        </figcaption>
        <svg
          viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT + LABEL_SPACE}`}
          role="img"
          aria-labelledby={`${id}-caption`}
          aria-describedby={`${id}-table`}
          className="admin-chart__svg"
        >
          {bars.map((bar, index) => (
            <g key={data[index]!.label}>
              <rect x={bar.x} y={bar.y + 16} width={bar.width} height={bar.height} className="admin-chart__bar" />
              <text x={bar.x + bar.width / 2} y={bar.y + 12} textAnchor="middle" className="admin-chart__value">
                {data[index]!.shown}
              </text>
              <text x={bar.x + bar.width / 2} y={CHART_HEIGHT + 14} textAnchor="middle" className="admin-chart__label">
                {data[index]!.label.length > 14 ? `${data[index]!.label.slice(0, 13)}…` : data[index]!.label}
              </text>
            </g>
          ))}
        </svg>
        <details>
          <summary>Show as a table</summary>
          <table className="admin-table" id={`${id}-table`}>
            <tbody>
              {data.map((datum) => (
                <tr key={datum.label}>
                  <th scope="row">{datum.label}</th>
                  <td>{datum.shown}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figure>
    </section>
  );
}

export default function InsightTab() {
  const [insight, setInsight] = useState<AdminInsightData | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    adminApi.insight().then(setInsight, (error: unknown) => {
      console.error('Insight failed to load', error);
      setFailed(true);
    });
  }, []);

  if (failed) return <p className="admin-muted">Failed to load insight.</p>;
  if (!insight)
    return (
      <p className="admin-muted" role="status">
        Loading insight...
      </p>
    );

  return (
    <div className="admin-stack">
      <div className="admin-section-head">
        <h2>Insight</h2>
        <ExportButtons types={['users', 'enrollments', 'payments']} />
      </div>
      <BarChart id="revenue-chart" title="Revenue per month (last 12 months)" data={revenueBars(insight.revenueByMonth)} />
      <BarChart id="enrollment-chart" title="Enrollments per course" data={enrollmentBars(insight.enrollmentsByCourse)} />
      <section className="admin-card" aria-labelledby="funnels-heading">
        <h3 id="funnels-heading">Where learners stop</h3>
        {insight.funnels.map((funnel) => (
          <AdminTable
            key={funnel.courseId}
            columns={['Session', 'Started', 'Completed']}
            caption={funnel.title}
            data-funnel={funnel.courseId}
          >
            {funnel.steps.map((step) => (
              <tr key={step.sessionId}>
                <th scope="row">
                  {step.order}. {step.title}
                </th>
                <td data-label="Started">{step.started}</td>
                <td data-label="Completed">{step.completed}</td>
              </tr>
            ))}
          </AdminTable>
        ))}
      </section>
      <section className="admin-card" aria-labelledby="quiet-heading">
        <h3 id="quiet-heading">No activity for {INACTIVE_DAYS} days</h3>
        {insight.quietLearners.length === 0 ? (
          <p className="admin-muted">Every learner has been active in the last {INACTIVE_DAYS} days.</p>
        ) : (
          <>
            <p className="admin-muted" data-quiet-count>
              {quietLearnersLine(insight.quietLearnerCount ?? insight.quietLearners.length, insight.quietLearners.length, INACTIVE_DAYS)}
            </p>
            <ul className="admin-details__courses">
              {insight.quietLearners.map((learner) => (
                <li key={learner.uid}>
                  <span>
                    {learner.full_name || 'No name'} <span className="admin-muted">{learner.email}</span>
                  </span>
                  <span className="admin-muted">Last active {adminDate(learner.last_active_at)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
