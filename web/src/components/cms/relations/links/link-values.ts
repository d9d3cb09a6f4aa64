// The link form's values, rules and the input it sends. An address without a scheme gets
// https:// (spec section 5; the server normalises the same way), a mailto: address is kept.
import { z } from 'zod';
import {
  mailtoPattern,
  normaliseLink,
  urlPattern,
} from '../../../../../../schema/rules/patterns.ts';
import { required } from '../../../../../../schema/rules/schemas.ts';
import { digits, toNumber } from '../form-rules.ts';

/** True for what the server accepts as a link: a web address (scheme optional) or mailto:. */
export const isLink = (value: string) =>
  mailtoPattern.test(value.trim()) || urlPattern.test(value.trim());

/** The address as it will be saved, or null when it is still the same as typed. */
export function savedAddress(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || !isLink(trimmed)) return null;
  const normalised = normaliseLink(trimmed);
  return normalised === trimmed ? null : normalised;
}

export const linkSchema = z.object({
  title: required(300),
  url: required(2048).refine(isLink, { error: 'validation.url' }),
  position: digits,
});
export type LinkValues = z.infer<typeof linkSchema>;

export function linkValues(
  item: { title: string; url: string; position: number } | null,
  position: number,
): LinkValues {
  return item
    ? { title: item.title, url: item.url, position: String(item.position) }
    : { title: '', url: '', position: String(position) };
}

/** What a new or changed link sends. */
export interface LinkInput {
  title: string;
  url: string;
  position: number;
}

export const linkInput = (values: LinkValues): LinkInput => ({
  title: values.title.trim(),
  url: normaliseLink(values.url),
  position: toNumber(values.position),
});
