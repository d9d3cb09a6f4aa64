// The organisation editor form's values: the zod schema of the browser-side rules (the server
// checks them all again), the values of a loaded organisation, and the changed fields as the
// update input (texts trimmed, '' as null, a link with its scheme, files by id).
import { z } from 'zod';
import { normaliseLink, urlPattern } from '../../../../../../schema/rules/patterns.ts';
import type {
  OrganisationEditor_OrganisationFragment,
  UpdateOrganisationInput,
} from '../../../../gql/graphql.ts';

/** An organisation as the editor loads and saves it, of any kind. */
export type EditedOrganisation = OrganisationEditor_OrganisationFragment;
type StoredFile = NonNullable<EditedOrganisation['logo']>;
/** The fields the form changes, as `updateOrganisation` takes them. */
export type OrganisationInput = Omit<UpdateOrganisationInput, 'evaluationIds'>;

const uploadedFile = z
  .object({
    id: z.string(),
    url: z.string(),
    name: z.string(),
    mimeType: z.string(),
    size: z.number(),
  })
  .nullable();

export const editorSchema = z.object({
  title: z.string().trim().min(1, { error: 'validation.required' }).max(250),
  abbreviation: z.string().trim().max(30),
  url: z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === '' || urlPattern.test(value), { error: 'validation.url' }),
  specializationIds: z.array(z.string()),
  description: z.string().max(100_000),
  about: z.string().max(100_000),
  contact: z.string().max(100_000),
  logo: uploadedFile,
  banner: uploadedFile,
});

export type EditorValues = z.infer<typeof editorSchema>;
export type EditorField = keyof EditorValues;

const file = (value: StoredFile | null | undefined) =>
  value
    ? { id: value.id, url: value.url, name: value.name, mimeType: value.mimeType, size: value.size }
    : null;

/** The form's values of a loaded organisation (texts '' and files null when not set). */
export function toFormValues(organisation: EditedOrganisation): EditorValues {
  return {
    title: organisation.title,
    abbreviation: organisation.abbreviation ?? '',
    url: organisation.url ?? '',
    specializationIds: organisation.specializations.map((specialization) => specialization.id),
    description: organisation.description ?? '',
    about: organisation.about ?? '',
    contact: organisation.contact ?? '',
    logo: file(organisation.logo),
    banner: file(organisation.banner),
  };
}

/** Rich text that holds no text (an empty editor gives `<p></p>`) counts as empty. */
const richTextOrNull = (value: string) =>
  value.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !/<img/i.test(value) ? null : value;
const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The whole form as the API's input. */
export function toInput(values: EditorValues): Required<OrganisationInput> {
  return {
    title: values.title.trim(),
    abbreviation: textOrNull(values.abbreviation),
    url: values.url.trim() === '' ? null : normaliseLink(values.url),
    specializationIds: [...new Set(values.specializationIds)].sort(),
    description: richTextOrNull(values.description),
    about: richTextOrNull(values.about),
    contact: richTextOrNull(values.contact),
    logoId: values.logo?.id ?? null,
    bannerId: values.banner?.id ?? null,
  };
}

/** Only the fields whose API value differs from the saved one. */
export function changedInput(saved: EditorValues, current: EditorValues): OrganisationInput {
  const before = toInput(saved);
  const after = toInput(current);
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof OrganisationInput)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = after[key];
  }
  return changed as OrganisationInput;
}
