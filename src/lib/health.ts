// What GET /api/health concludes from its probes: "ok" only when every probed integration answered, otherwise
// "unavailable" naming each one that did not. Pure, so the rule is tested without any backend.

export type HealthStatus = 'ok' | 'unavailable';

/** One probe's result: the integration it checked and whether it answered in time. */
export type ProbeOutcome<Name extends string> = { integration: Name; answered: boolean };

export type HealthVerdict<Name extends string> = {
  status: HealthStatus;
  /** The integrations that were probed, in probe order. */
  checked: Name[];
  /** The probed integrations that did not answer, in probe order; absent when all did. */
  failing?: Name[];
};

export function healthVerdict<Name extends string>(outcomes: ReadonlyArray<ProbeOutcome<Name>>): HealthVerdict<Name> {
  const checked = [...new Set(outcomes.map((outcome) => outcome.integration))];
  const failing = checked.filter((name) => outcomes.some((outcome) => outcome.integration === name && !outcome.answered));
  return failing.length > 0 ? { status: 'unavailable', checked, failing } : { status: 'ok', checked };
}
