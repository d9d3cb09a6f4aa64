// Adding or changing a post: title, content (rich text), an image, the publish time (empty: a
// draft) and whether it is pinned on top.
import type { OwnedPost_PostFragment } from '../../../gql/graphql.ts';
import { DateTimeField } from '../../form/DateTimeField.tsx';
import { formResolver } from '../../form/form-resolver.ts';
import { SwitchField } from '../../form/SwitchField.tsx';
import { TextInputField } from '../../form/TextInputField.tsx';
import {
  type PostValues,
  postInput,
  postSchema,
  postValues,
} from '../../relation-list/post-values.ts';
import { RelationForm } from '../../relation-list/RelationForm.tsx';
import type { RelationFormProps } from '../../relation-list/RelationList.tsx';
import { RichTextInput } from '../../relation-list/RichTextInput.tsx';
import { UploadInput } from '../../relation-list/UploadInput.tsx';
import { useRelationForm } from '../../relation-list/use-relation-form.ts';
import type { OwnedPosts } from './owned-posts.ts';
import { useOwnedText } from './owned-text.ts';

const imageTypes = [
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.svg',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/svg+xml',
];
/** The server names the image by its id. */
const serverFields = { imageId: 'image' };

interface OwnedPostFormProps extends RelationFormProps<OwnedPost_PostFragment> {
  owned: Pick<OwnedPosts, 'add' | 'update'>;
}

export function OwnedPostForm({ owned, item, close }: OwnedPostFormProps) {
  const t = useOwnedText();
  const state = useRelationForm<PostValues>({
    resolver: formResolver(postSchema),
    defaultValues: postValues(item),
    focus: 'title',
    save: (values) =>
      item ? owned.update(item.id, postInput(values)) : owned.add(postInput(values)),
    close,
    fieldMap: serverFields,
  });
  const { control } = state.form;
  return (
    <RelationForm state={state}>
      <TextInputField control={control} name="title" label={t('posts.title')} required />
      <RichTextInput control={control} name="content" label={t('posts.content')} />
      <UploadInput
        control={control}
        name="image"
        label={t('posts.image')}
        accept={imageTypes}
        removable
      />
      <DateTimeField
        control={control}
        name="publishAt"
        label={t('posts.publishAt')}
        hint={t('posts.publishAt.hint')}
        required={false}
      />
      <SwitchField control={control} name="isPinned" label={t('posts.isPinned')} required={false} />
    </RelationForm>
  );
}
