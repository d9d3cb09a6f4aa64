// What other features use of the evaluations: the phase and status labels and their texts (the
// search results).
export { evaluationsMessages } from './messages/index.ts';
export { PhaseStatusLabels } from './PhaseStatusLabels.tsx';
