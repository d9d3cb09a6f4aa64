// Adding or changing a post of an association or program: title, content (rich text), an image,
// the publish time (empty: a draft) and whether it is pinned on top. The values and rules are the
// evaluation posts' (post-values.ts).
import { formResolver } from '../../../../components/form/form-resolver.ts';
import { SwitchField } from '../../../../components/form/SwitchField.tsx';
import { TextInputField } from '../../../../components/form/TextInputField.tsx';
import { DateTimeInput } from '../../../../components/relation-list/DateTimeInput.tsx';
import {
  type PostValues,
  postInput,
  postSchema,
  postValues,
} from '../../../../components/relation-list/post-values.ts';
import { RelationForm } from '../../../../components/relation-list/RelationForm.tsx';
import type { RelationFormProps } from '../../../../components/relation-list/RelationList.tsx';
import { RichTextInput } from '../../../../components/relation-list/RichTextInput.tsx';
import { UploadInput } from '../../../../components/relation-list/UploadInput.tsx';
import { useRelationForm } from '../../../../components/relation-list/use-relation-form.ts';
import type { OrganisationPostsTab_PostFragment } from '../../../../gql/graphql.ts';
import { usePostText } from './post-text.ts';
import type { usePostMutations } from './use-post-mutations.ts';

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

interface OrganisationPostFormProps extends RelationFormProps<OrganisationPostsTab_PostFragment> {
  mutations: ReturnType<typeof usePostMutations>;
}

export function OrganisationPostForm({ mutations, item, close }: OrganisationPostFormProps) {
  const t = usePostText();
  const state = useRelationForm<PostValues>({
    resolver: formResolver(postSchema),
    defaultValues: postValues(item),
    focus: 'title',
    save: (values) =>
      item ? mutations.update(item.id, postInput(values)) : mutations.add(postInput(values)),
    close,
    fieldMap: serverFields,
  });
  const { control } = state.form;
  return (
    <RelationForm state={state}>
      <TextInputField control={control} name="title" label={t('title')} required />
      <RichTextInput control={control} name="content" label={t('content')} />
      <UploadInput
        control={control}
        name="image"
        label={t('image')}
        accept={imageTypes}
        removable
      />
      <DateTimeInput control={control} label={t('publishAt')} hint={t('publishAt.hint')} />
      <SwitchField control={control} name="isPinned" label={t('isPinned')} required={false} />
    </RelationForm>
  );
}
