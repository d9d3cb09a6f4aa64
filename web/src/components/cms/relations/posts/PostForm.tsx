// Adding or changing a post: title, content (rich text), an image, the publish time (empty: a
// draft) and whether it is pinned on top.
import type { PostsRelation_PostFragment } from '../../../../gql/graphql.ts';
import { DateTimeField } from '../../../form/DateTimeField.tsx';
import { formResolver } from '../../../form/form-resolver.ts';
import { SwitchField } from '../../../form/SwitchField.tsx';
import { TextInputField } from '../../../form/TextInputField.tsx';
import { type PostValues, postInput, postSchema, postValues } from './post-values.ts';
import { RelationForm } from '../RelationForm.tsx';
import type { RelationFormProps } from '../RelationList.tsx';
import { RichTextInput } from '../RichTextInput.tsx';
import { UploadInput } from '../UploadInput.tsx';
import { saveThrough, useRelationForm } from '../use-relation-form.ts';
import type { PostsOwner } from './posts-relation.ts';
import { useRelationText } from '../relation-text.ts';

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

interface PostFormProps extends RelationFormProps<PostsRelation_PostFragment> {
  owner: Pick<PostsOwner, 'add' | 'update'>;
}

export function PostForm({ owner, item, close }: PostFormProps) {
  const t = useRelationText();
  const state = useRelationForm<PostValues>({
    resolver: formResolver(postSchema),
    defaultValues: postValues(item),
    focus: 'title',
    save: saveThrough(owner, item, postInput),
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
