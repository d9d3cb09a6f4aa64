// The sections' status rules (spec section 4): a hidden section is pending; a visible one is
// applicable with content and not applicable without; choosing not applicable clears the content;
// only an applicable section is saved visible.

import { hasContent } from '../../../../../components/rich-text-editor/has-content.ts';
import type { Applicability, ApplicableInput, ApplicableType } from '../../../../../gql/graphql.ts';

/** The three sections the editor offers, in the order of the spec. */
export const sectionTypes = [
  'POPULATION',
  'BACKGROUND',
  'INTERVENTION',
] as const satisfies readonly ApplicableType[];
export type SectionType = (typeof sectionTypes)[number];

export const sectionStatuses = [
  'APPLICABLE',
  'NOT_APPLICABLE',
  'PENDING',
] as const satisfies readonly Applicability[];

/** The status a stored section has; a section that does not exist yet is not applicable. */
export function sectionStatus(
  section: { isVisible: boolean; content?: string | null } | null | undefined,
): Applicability {
  if (!section) return 'NOT_APPLICABLE';
  if (!section.isVisible) return 'PENDING';
  return hasContent(section.content) ? 'APPLICABLE' : 'NOT_APPLICABLE';
}

/** What the form sends for a chosen status and content (the server derives the same again). */
export function sectionInput(
  type: SectionType,
  status: Applicability,
  content: string,
): ApplicableInput {
  return {
    type,
    status,
    content: status === 'NOT_APPLICABLE' || !hasContent(content) ? null : content,
    isVisible: status === 'APPLICABLE',
  };
}
