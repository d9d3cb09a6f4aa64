// The section form's values and rules: an applicable section needs content.
import { z } from 'zod';
import { hasContent } from '../../../../../components/rich-text-editor/has-content.ts';
import { sectionStatus, sectionStatuses } from './section-status.ts';

export const sectionSchema = z
  .object({
    status: z.enum(sectionStatuses),
    content: z.string().max(100_000),
  })
  .superRefine((values, context) => {
    if (values.status === 'APPLICABLE' && !hasContent(values.content))
      context.addIssue({ code: 'custom', path: ['content'], message: 'validation.required' });
  });
export type SectionValues = z.infer<typeof sectionSchema>;

export function sectionValues(
  section: { isVisible: boolean; content?: string | null } | null,
): SectionValues {
  return { status: sectionStatus(section), content: section?.content ?? '' };
}
