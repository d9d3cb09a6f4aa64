// All demo evaluation topics: the ten reference questions and our own, grouped by field.
import type { EvaluationTopic } from './evaluation-topic.ts';
import { internalTopics } from './topics-internal.ts';
import { motherChildTopics } from './topics-mother-child.ts';
import { specialistTopics } from './topics-specialist.ts';
import { surgicalTopics } from './topics-surgical.ts';

export const evaluationTopics: readonly EvaluationTopic[] = [
  ...surgicalTopics,
  ...internalTopics,
  ...motherChildTopics,
  ...specialistTopics,
];
