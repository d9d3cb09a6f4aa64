// The post form's values, rules and the inputs it sends. An empty publish time makes a draft.
import { z } from 'zod';
import { required } from '../../../../../../schema/rules/schemas.ts';
import type { PostInput } from '../../../../gql/graphql.ts';
import { fromLocalInput, nowLocalInput, toLocalInput } from '../../../form/local-date-time.ts';
import { hasContent } from '../../../rich-text-editor/has-content.ts';

const image = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
});

export const postSchema = z.object({
  title: required(300),
  content: z.string().max(200_000),
  image: image.nullable(),
  publishAt: z.string().refine((value) => value === '' || fromLocalInput(value) !== null, {
    error: 'validation.dateTime',
  }),
  isPinned: z.boolean(),
});
export type PostValues = z.infer<typeof postSchema>;

interface StoredPost {
  title: string;
  content?: string | null;
  image?: z.infer<typeof image> | null;
  publishAt?: string | null;
  isPinned: boolean;
}

export function postValues(item: StoredPost | null, now = new Date()): PostValues {
  if (!item) {
    return { title: '', content: '', image: null, publishAt: nowLocalInput(now), isPinned: false };
  }
  return {
    title: item.title,
    content: item.content ?? '',
    image: item.image ?? null,
    publishAt: toLocalInput(item.publishAt),
    isPinned: item.isPinned,
  };
}

/** What a new or changed post sends: every field, so null clears the image or makes a draft. */
export const postInput = (values: PostValues): PostInput & { imageId: string | null } => ({
  title: values.title.trim(),
  content: hasContent(values.content) ? values.content : null,
  imageId: values.image?.id ?? null,
  publishAt: fromLocalInput(values.publishAt),
  isPinned: values.isPinned,
});

export type PostState = 'draft' | 'scheduled' | 'published';

/** Draft without a publish time, scheduled before it, published after. */
export function postState(publishAt: string | null | undefined, now = Date.now()): PostState {
  if (!publishAt) return 'draft';
  return Date.parse(publishAt) > now ? 'scheduled' : 'published';
}
