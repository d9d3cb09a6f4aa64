// What other features use of the inclusion monitor: an evaluation's figures and pace, the link to
// its place on the monitor, and the monitor's texts (the evaluation page's inclusion section).
export { InclusionFigures } from './InclusionFigures.tsx';
export { inclusionMonitorMessages } from './messages/index.ts';
export { monitorEntryHref } from './monitor-anchor.ts';
export { PaceBadge } from './PaceBadge.tsx';
export { formatMonth } from './progress.ts';
