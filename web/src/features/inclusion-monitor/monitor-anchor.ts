// Where an evaluation's entry on the monitor is: a stable id per evaluation (its id), so a link
// from anywhere (the evaluation's own page) lands on it. Small on purpose: the evaluation page
// imports it without the monitor's screen or charts.

/** The monitor's path (the public menu and routes.tsx name the same). */
const MONITOR_PATH = '/inclusie-monitor';

/** The element id of an evaluation's entry on the monitor. */
export const monitorEntryId = (evaluationId: string) => `zorgevaluatie-${evaluationId}`;

/** The monitor's address scrolled to an evaluation's entry. */
export const monitorEntryHref = (evaluationId: string) =>
  `${MONITOR_PATH}#${monitorEntryId(evaluationId)}`;
