// Adding or changing a link: its text, its address (shown as it will be saved) and its place.

import { useWatch } from 'react-hook-form';
import { formResolver } from '../../../../../components/form/form-resolver.ts';
import { TextInputField } from '../../../../../components/form/TextInputField.tsx';
import { RelationForm } from '../../../../../components/relation-list/RelationForm.tsx';
import type { RelationFormProps } from '../../../../../components/relation-list/RelationList.tsx';
import { useRelationForm } from '../../../../../components/relation-list/use-relation-form.ts';
import type { LinksTab_LinkFragment } from '../../../../../gql/graphql.ts';
import { PositionField } from '../shared/PositionField.tsx';
import { useRelationText } from '../shared/relation-text.ts';
import { useAddOrUpdate } from '../shared/use-add-or-update.ts';
import { type LinkValues, linkInput, linkSchema, linkValues, savedAddress } from './link-values.ts';
import { AddLinkMutation, LinksQuery, UpdateLinkMutation } from './links-operations.ts';

interface LinkFormProps extends RelationFormProps<LinksTab_LinkFragment> {
  evaluationId: string;
  nextPosition: number;
}

export function LinkForm({ evaluationId, item, nextPosition, close }: LinkFormProps) {
  const t = useRelationText();
  const { add, update } = useAddOrUpdate(
    evaluationId,
    LinksQuery,
    AddLinkMutation,
    UpdateLinkMutation,
  );
  const state = useRelationForm<LinkValues>({
    resolver: formResolver(linkSchema),
    defaultValues: linkValues(item, nextPosition),
    focus: 'title',
    save: (values) => (item ? update(item.id, linkInput(values)) : add(linkInput(values))),
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
