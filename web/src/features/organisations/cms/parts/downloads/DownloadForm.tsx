// Adding or changing a program's download: title, day and link; uploading a file fills the link
// with the file's address (and the title, when empty, with its name).
import { DateField } from '../../../../../components/form/DateField.tsx';
import { formResolver } from '../../../../../components/form/form-resolver.ts';
import { TextInputField } from '../../../../../components/form/TextInputField.tsx';
import { RelationForm } from '../../../../../components/relation-list/RelationForm.tsx';
import type { RelationFormProps } from '../../../../../components/relation-list/RelationList.tsx';
import { UploadInput } from '../../../../../components/relation-list/UploadInput.tsx';
import { useRelationForm } from '../../../../../components/relation-list/use-relation-form.ts';
import { useOrganisationText } from '../../organisation-text.ts';
import type { PartDownload } from '../parts-documents.ts';
import {
  type DownloadValues,
  downloadInput,
  downloadSchema,
  downloadValues,
  fileLink,
} from './download-values.ts';

interface DownloadFormProps extends RelationFormProps<PartDownload> {
  add: (input: Record<string, unknown>) => Promise<unknown>;
  update: (id: string, input: Record<string, unknown>) => Promise<unknown>;
}

export function DownloadForm({ item, close, add, update }: DownloadFormProps) {
  const t = useOrganisationText();
  const state = useRelationForm<DownloadValues>({
    resolver: formResolver(downloadSchema),
    defaultValues: downloadValues(item),
    focus: 'title',
    save: (values) => (item ? update(item.id, downloadInput(values)) : add(downloadInput(values))),
    close,
  });
  const { control, getValues, setValue } = state.form;
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
        required
      />
      <UploadInput
        control={control}
        name="file"
        label={t('downloads.file')}
        onUploaded={(file) => {
          setValue('url', fileLink(file.url, window.location.origin), { shouldValidate: true });
          if (getValues('title').trim() === '')
            setValue('title', file.name.replace(/\.[^.]+$/, ''), { shouldValidate: true });
        }}
      />
    </RelationForm>
  );
}
