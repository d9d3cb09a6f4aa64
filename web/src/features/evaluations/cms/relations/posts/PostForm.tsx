// Adding or changing a news post: title, content (rich text), an image, the publish time (empty:
// a draft) and whether it is pinned on top.
import { formResolver } from '../../../../../components/form/form-resolver.ts';
import { SwitchField } from '../../../../../components/form/SwitchField.tsx';
import { TextInputField } from '../../../../../components/form/TextInputField.tsx';
import { DateTimeInput } from '../../../../../components/relation-list/DateTimeInput.tsx';
import {
  type PostValues,
  postInput,
  postSchema,
  postValues,
} from '../../../../../components/relation-list/post-values.ts';
import { RelationForm } from '../../../../../components/relation-list/RelationForm.tsx';
import type { RelationFormProps } from '../../../../../components/relation-list/RelationList.tsx';
import { RichTextInput } from '../../../../../components/relation-list/RichTextInput.tsx';
import { UploadInput } from '../../../../../components/relation-list/UploadInput.tsx';
import { useRelationForm } from '../../../../../components/relation-list/use-relation-form.ts';
import type { PostsTab_PostFragment } from '../../../../../gql/graphql.ts';
import { useRelationText } from '../shared/relation-text.ts';
import { useAddOrUpdate } from '../shared/use-add-or-update.ts';
import { AddPostMutation, PostsQuery, UpdatePostMutation } from './posts-operations.ts';

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

interface PostFormProps extends RelationFormProps<PostsTab_PostFragment> {
  evaluationId: string;
}

export function PostForm({ evaluationId, item, close }: PostFormProps) {
  const t = useRelationText();
  const { add, update } = useAddOrUpdate(
    evaluationId,
    PostsQuery,
    AddPostMutation,
    UpdatePostMutation,
  );
  const state = useRelationForm<PostValues>({
    resolver: formResolver(postSchema),
    defaultValues: postValues(item),
    focus: 'title',
    save: (values) => (item ? update(item.id, postInput(values)) : add(postInput(values))),
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
      <DateTimeInput
        control={control}
        label={t('posts.publishAt')}
        hint={t('posts.publishAt.hint')}
      />
      <SwitchField control={control} name="isPinned" label={t('posts.isPinned')} required={false} />
    </RelationForm>
  );
}
