// Adding or changing a document: its type (one of the owner's), title, whether visitors may see
// it, and its file (uploaded first; a new document needs one, a changed one may get another). An
// upload fills an empty title with the file's name.

import type { DocumentsRelation_DocumentFragment } from '../../../../gql/graphql.ts';
import { titleFromFileName } from '../../../file-upload/file-title.ts';
import { storedFile } from '../../../file-upload/stored-file.ts';
import { formResolver } from '../../../form/form-resolver.ts';
import { SelectField } from '../../../form/SelectField.tsx';
import { SwitchField } from '../../../form/SwitchField.tsx';
import { TextInputField } from '../../../form/TextInputField.tsx';
import { RelationForm } from '../RelationForm.tsx';
import type { RelationFormProps } from '../RelationList.tsx';
import { UploadInput } from '../UploadInput.tsx';
import { useRelationForm } from '../use-relation-form.ts';
import {
  type DocumentValues,
  documentChanges,
  documentSchema,
  documentValues,
  newDocumentInput,
} from './document-values.ts';
import type { DocumentsOwner } from './documents-relation.ts';
import { useRelationText } from '../relation-text.ts';

/** The server names the file by its id. */
const serverFields = { fileId: 'file' };

interface DocumentFormProps<T extends string>
  extends RelationFormProps<DocumentsRelation_DocumentFragment> {
  owner: Pick<DocumentsOwner<T>, 'types' | 'add' | 'update'>;
}

export function DocumentForm<T extends string>({ owner, item, close }: DocumentFormProps<T>) {
  const t = useRelationText();
  const { types } = owner;
  const stored = item && { ...item, file: storedFile(item.file) };
  const state = useRelationForm<DocumentValues>({
    resolver: formResolver(documentSchema(types.options.map((option) => option.value))),
    defaultValues: documentValues(stored, types),
    focus: 'type',
    save: (values) =>
      stored
        ? owner.update(stored.id, documentChanges(stored, values, types.choice))
        : owner.add(newDocumentInput(values, types.choice)),
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
          options={types.options}
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
