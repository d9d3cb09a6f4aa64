// Request bodies of the evaluation relationships (sections, criteria, participants, people, ...).
import { z } from 'zod';
import {
  applicabilityValues,
  applicableTypes,
  contactFunctions,
  criterionTypes,
  participantTypes,
} from '../../domain/enums.ts';
import { booleanish, date, dateTime, id, link, required } from '../shared/rules.ts';

const position = z.coerce.number().int().min(0).max(10_000);
const typeNames = Object.keys(applicableTypes) as (keyof typeof applicableTypes)[];

/** An applicable section's type as the spec's word (population) or number (1). */
const applicableType = z.union([
  z.enum(typeNames).transform((name) => applicableTypes[name]),
  z.coerce.number().int().min(0).max(3),
]);

export const applicableBody = z.strictObject({
  type: applicableType,
  /** The form's choice; derives is_visible and clears content for not_applicable (spec section 4). */
  status: z.enum(applicabilityValues).optional(),
  content: z.string().max(100_000).nullish(),
  is_visible: booleanish.optional(),
});
export const applicableUpdateBody = applicableBody.partial();

export const criterionBody = z.strictObject({
  type: z.enum(criterionTypes),
  content: required(2000),
  position: position.optional(),
});

export const participantBody = z.strictObject({
  type: z.enum(participantTypes),
  amount: z.coerce.number().int().min(0).max(1_000_000),
  description: z.string().trim().max(1000).nullish(),
});

export const personBody = z.strictObject({
  user_id: id,
  contact_function: z.enum(contactFunctions).default('other'),
});
export const personUpdateBody = z.strictObject({ contact_function: z.enum(contactFunctions) });

export const measureBody = z.strictObject({
  title: required(300),
  description: z.string().max(20_000).nullish(),
  position: position.optional(),
});

export const linkBody = z.strictObject({
  title: required(300),
  url: link,
  position: position.optional(),
});

export const postBody = z.strictObject({
  title: required(300),
  content: z.string().max(200_000).nullish(),
  image_id: id.nullish(),
  publish_at: dateTime.nullish(),
  is_pinned: booleanish.optional(),
});

/** One month of inclusions at a center: a date (first of the month) or a year and month. */
export const inclusionBody = z
  .strictObject({
    center_id: id,
    date: date.optional(),
    year: z.coerce.number().int().min(1990).max(2100).optional(),
    month: z.coerce.number().int().min(1).max(12).optional(),
    sample_size: z.coerce.number().int().min(0).max(100_000),
  })
  .refine(
    (value) => value.date !== undefined || (value.year !== undefined && value.month !== undefined),
    {
      path: ['date'],
      error: 'validation.required',
    },
  )
  .transform(({ year, month, date: day, ...rest }) => ({
    ...rest,
    date: day ? `${day.slice(0, 7)}-01` : `${year}-${String(month).padStart(2, '0')}-01`,
  }));
export const inclusionUpdateBody = z.strictObject({
  sample_size: z.coerce.number().int().min(0).max(100_000),
});

export type ApplicableInput = z.infer<typeof applicableBody>;
