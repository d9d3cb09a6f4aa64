// The answer of GET /v1/page-views: the views of each path in a period.
import { z } from 'zod';
import { answerRecord } from '../shared/answers.ts';

export const pageViewTotalAnswer = answerRecord('PageViewTotal', {
  path: z.string(),
  views: z.number().int(),
});
type PageViewTotalOut = z.infer<typeof pageViewTotalAnswer>;

export const presentPageViewTotal = (row: { path: string; views: number }): PageViewTotalOut => ({
  path: row.path,
  views: row.views,
});
