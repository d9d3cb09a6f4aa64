// Request bodies and list protocol of /v1/data: a month is given as `date` (its first day) or as
// `year` + `month`; year and month are never stored apart from the date.
import { z } from 'zod';
import { date, id, oneOrMany, wholeNumber } from '../shared/rules.ts';

const referenceId = wholeNumber(1, 2_147_483_647);

/** 'YYYY-MM-01': data rows count a whole month. */
const monthStart = date.refine((value) => value.endsWith('-01'), {
  error: 'validation.firstOfMonth',
});

const fields = {
  evaluation_id: referenceId,
  center_id: referenceId,
  date: monthStart,
  year: wholeNumber(1900, 2200),
  month: wholeNumber(1, 12),
  sample_size: wholeNumber(0, 1_000_000),
};

type MonthFields = {
  date?: string | undefined;
  year?: number | undefined;
  month?: number | undefined;
};

/** The date of `year` + `month`, checked against `date` when both are given. */
function resolveMonth(value: MonthFields, context: z.RefinementCtx, required: boolean): void {
  const { date: given, year, month } = value;
  if (year === undefined && month === undefined) {
    if (given === undefined && required)
      context.addIssue({ code: 'custom', path: ['date'], message: 'validation.required' });
    return;
  }
  if (year === undefined || month === undefined) {
    const missing = year === undefined ? 'year' : 'month';
    context.addIssue({ code: 'custom', path: [missing], message: 'validation.required' });
    return;
  }
  if (given !== undefined && given !== firstOfMonth(year, month))
    context.addIssue({ code: 'custom', path: ['date'], message: 'validation.invalid' });
}

export function firstOfMonth(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

function withDate<T extends MonthFields>({ year, month, ...rest }: T) {
  const derived = year !== undefined && month !== undefined ? firstOfMonth(year, month) : undefined;
  const resolved = rest.date ?? derived;
  return { ...rest, ...(resolved === undefined ? {} : { date: resolved }) };
}

export const createDataBody = z
  .strictObject({
    ...fields,
    date: fields.date.optional(),
    year: fields.year.optional(),
    month: fields.month.optional(),
  })
  .superRefine((value, context) => resolveMonth(value, context, true))
  .transform((value) => {
    const { date: resolved, ...rest } = withDate(value);
    // resolveMonth has made sure there is a date or a year and month, so this is always set.
    return { ...rest, date: resolved ?? '' };
  });

export const updateDataBody = z
  .strictObject(fields)
  .partial()
  .superRefine((value, context) => resolveMonth(value, context, false))
  .transform(withDate);

export type CreateData = z.infer<typeof createDataBody>;
export type UpdateData = z.infer<typeof updateDataBody>;

/** `2025-10` or `2025-10-15` both stand for October 2025 in a range. */
const month = z
  .string()
  .trim()
  .transform((value) => (/^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value))
  .pipe(date);

export const dataFilters = {
  evaluation_id: oneOrMany(id),
  center_id: oneOrMany(id),
  year: oneOrMany(wholeNumber(1900, 2200)),
  month: oneOrMany(wholeNumber(1, 12)),
  /** Months from this one on (inclusive). */
  from: month,
  /** Months up to and including this one. */
  to: month,
  ids: oneOrMany(id),
};
export type DataFilters = { [K in keyof typeof dataFilters]: z.infer<(typeof dataFilters)[K]> };

export const dataSorts = [
  'date',
  'sample_size',
  'center',
  'evaluation',
  'created_at',
  'updated_at',
  'id',
] as const;
export type DataSort = (typeof dataSorts)[number];

export const dataIncludes = ['center', 'evaluation'] as const;
export type DataInclude = (typeof dataIncludes)[number];
