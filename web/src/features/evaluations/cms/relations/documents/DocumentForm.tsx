// Adding or changing a document: its type, title, whether visitors may see it, and its file
// (uploaded first; a new document needs one, a changed one may get another).

import { useIntl } from 'react-intl';
import { formResolver } from '../../../../../components/form/form-resolver.ts';
import { SelectField } from '../../../../../components/form/SelectField.tsx';
import { SwitchField } from '../../../../../components/form/SwitchField.tsx';
import { TextInputField } from '../../../../../components/form/TextInputField.tsx';
import { RelationForm } from '../../../../../components/relation-list/RelationForm.tsx';
import type { RelationFormProps } from '../../../../../components/relation-list/RelationList.tsx';
import { UploadInput } from '../../../../../components/relation-list/UploadInput.tsx';
import { useRelationForm } from '../../../../../components/relation-list/use-relation-form.ts';
import type { DocumentsTab_DocumentFragment } from '../../../../../gql/graphql.ts';
import { useRelationText } from '../shared/relation-text.ts';
import { useAddOrUpdate } from '../shared/use-add-or-update.ts';
import { documentTypeOptions, useDocumentTypeName } from './document-types.ts';
import {
  type DocumentValues,
  documentChanges,
  documentSchema,
  documentValues,
  newDocumentInput,
  titleFromFileName,
} from './document-values.ts';
import {
  AddDocumentMutation,
  DocumentsQuery,
  UpdateDocumentMutation,
} from './documents-operations.ts';

/** The server names the file by its id. */
const serverFields = { fileId: 'file' };

interface DocumentFormProps extends RelationFormProps<DocumentsTab_DocumentFragment> {
  evaluationId: string;
}

export function DocumentForm({ evaluationId, item, close }: DocumentFormProps) {
  const intl = useIntl();
  const t = useRelationText();
  const typeName = useDocumentTypeName();
  const { add, update } = useAddOrUpdate(
    evaluationId,
    DocumentsQuery,
    AddDocumentMutation,
    UpdateDocumentMutation,
  );
  const state = useRelationForm<DocumentValues>({
    resolver: formResolver(documentSchema),
    defaultValues: documentValues(item),
    focus: 'type',
    save: (values) =>
      item ? update(item.id, documentChanges(item, values)) : add(newDocumentInput(values)),
    close,
    fieldMap: serverFields,
  });
  const { control, getValues, setValue } = state.form;
  return (
    <RelationForm state={state}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="type"
          label={t('documents.type')}
          options={documentTypeOptions(typeName, intl.locale)}
          required
        />
        <TextInputField control={control} name="title" label={t('documents.title')} required />
      </div>
      <SwitchField
        control={control}
        name="isPublic"
        label={t('documents.isPublic')}
        required={false}
      />
      <UploadInput
        control={control}
        name="file"
        label={item ? t('documents.file.replace') : t('documents.file')}
        onUploaded={(file) => {
          if (getValues('title').trim() === '')
            setValue('title', titleFromFileName(file.name), { shouldValidate: true });
        }}
      />
    </RelationForm>
  );
}
