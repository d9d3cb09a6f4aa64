// Adding or changing a link: its text, its address (shown as it will be saved) and its place.
import { useWatch } from 'react-hook-form';
import type { LinksRelation_LinkFragment } from '../../../../gql/graphql.ts';
import { formResolver } from '../../../form/form-resolver.ts';
import { TextInputField } from '../../../form/TextInputField.tsx';
import { PositionField } from '../PositionField.tsx';
import { RelationForm } from '../RelationForm.tsx';
import type { RelationFormProps } from '../RelationList.tsx';
import { saveThrough, useRelationForm } from '../use-relation-form.ts';
import { type LinkValues, linkInput, linkSchema, linkValues, savedAddress } from './link-values.ts';
import type { LinksOwner } from './links-relation.ts';
import { useRelationText } from '../relation-text.ts';

interface LinkFormProps extends RelationFormProps<LinksRelation_LinkFragment> {
  owner: Pick<LinksOwner, 'add' | 'update'>;
  nextPosition: number;
}

export function LinkForm({ owner, item, nextPosition, close }: LinkFormProps) {
  const t = useRelationText();
  const state = useRelationForm<LinkValues>({
    resolver: formResolver(linkSchema),
    defaultValues: linkValues(item, nextPosition),
    focus: 'title',
    save: saveThrough(owner, item, linkInput),
    close,
  });
  const { control } = state.form;
  const normalised = savedAddress(useWatch({ control, name: 'url' }) ?? '');
  return (
    <RelationForm state={state}>
      <TextInputField control={control} name="title" label={t('links.title')} required />
      <TextInputField
        control={control}
        name="url"
        label={t('links.url')}
        hint={normalised ? t('links.url.normalised', { url: normalised }) : t('links.url.hint')}
        inputMode="url"
        required
      />
      <PositionField control={control} />
    </RelationForm>
  );
}
