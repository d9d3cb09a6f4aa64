// Creating a record from a CMS list: the `create` dialog asks for its title (or name), the record
// is created with it, and its editor opens. A failed create shows the app's error dialog (the
// mutation is not quiet) and stays on the list.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useDialog } from '../../dialog/use-dialog.ts';

interface CreateRecordOptions {
  /** The dialog's title and its field's label. */
  title: string;
  titleLabel: string;
  /** Creates the record with the title; its id, or undefined when it was not created. */
  create: (title: string) => Promise<string | undefined>;
  /** The editor of the created record. */
  editorPath: (id: string) => string;
}

export function useCreateRecord({ title, titleLabel, create, editorPath }: CreateRecordOptions) {
  const navigate = useNavigate();
  const dialog = useDialog();
  return useCallback(async () => {
    const outcome = await dialog({ kind: 'create', title, payload: { titleLabel } });
    if (outcome.result !== 'confirm') return;
    const id = await create(outcome.value.title).catch(() => undefined);
    if (id) await navigate(editorPath(id));
  }, [create, dialog, editorPath, navigate, title, titleLabel]);
}
