// Adding or changing a program's download: title, day, and a web address or an uploaded file (the
// event's fileId; uploading fills an empty title with the file's name).
import { titleFromFileName } from '../../../../../components/file-upload/file-title.ts';
import { storedFile } from '../../../../../components/file-upload/stored-file.ts';
import { DateField } from '../../../../../components/form/DateField.tsx';
import { formResolver } from '../../../../../components/form/form-resolver.ts';
import { TextInputField } from '../../../../../components/form/TextInputField.tsx';
import { RelationForm } from '../../../../../components/cms/relations/RelationForm.tsx';
import type { RelationFormProps } from '../../../../../components/cms/relations/RelationList.tsx';
import { UploadInput } from '../../../../../components/cms/relations/UploadInput.tsx';
import { useRelationForm } from '../../../../../components/cms/relations/use-relation-form.ts';
import type { DownloadsTab_DownloadFragment } from '../../../../../gql/graphql.ts';
import { useOrganisationText } from '../../organisation-text.ts';
import {
  type DownloadValues,
  downloadInput,
  downloadSchema,
  downloadValues,
} from './download-values.ts';

/** The server names the file by its id. */
const serverFields = { fileId: 'file' };

interface DownloadFormProps extends RelationFormProps<DownloadsTab_DownloadFragment> {
  add: (input: ReturnType<typeof downloadInput>) => Promise<unknown>;
  update: (id: string, input: ReturnType<typeof downloadInput>) => Promise<unknown>;
}

export function DownloadForm({ item, close, add, update }: DownloadFormProps) {
  const t = useOrganisationText();
  const state = useRelationForm<DownloadValues>({
    resolver: formResolver(downloadSchema),
    defaultValues: downloadValues(item && { ...item, file: storedFile(item.file) }),
    focus: 'title',
    save: (values) => (item ? update(item.id, downloadInput(values)) : add(downloadInput(values))),
    close,
    fieldMap: serverFields,
  });
  const { control, getValues, setValue, trigger } = state.form;
  return (
    <RelationForm state={state}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInputField control={control} name="title" label={t('downloads.title')} required />
        <DateField control={control} name="date" label={t('downloads.date')} required={false} />
      </div>
      <TextInputField
        control={control}
        name="url"
        type="url"
        label={t('downloads.url')}
        hint={t('downloads.url.hint')}
        required={false}
      />
      <UploadInput
        control={control}
        name="file"
        label={t('downloads.file')}
        removable
        onUploaded={(file) => {
          if (getValues('title').trim() === '')
            setValue('title', titleFromFileName(file.name), { shouldValidate: true });
          void trigger('url');
        }}
      />
    </RelationForm>
  );
}
