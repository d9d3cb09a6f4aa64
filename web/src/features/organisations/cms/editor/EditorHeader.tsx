// The editor's header under the title: the public page and the delete button.
import { Link } from 'react-router';
import { textLink } from '../../../../components/buttons/button-styles.ts';
import type { KindConfig } from '../kinds.ts';
import { useOrganisationText } from '../organisation-text.ts';
import type { EditedOrganisation } from './form-values.ts';
import { useDeleteOrganisation } from './use-delete-organisation.ts';

const dangerButton =
  'min-h-11 rounded-md border border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70';

interface EditorHeaderProps {
  config: KindConfig;
  organisation: Pick<EditedOrganisation, '__typename' | 'id' | 'title'>;
}

export function EditorHeader({ config, organisation }: EditorHeaderProps) {
  const t = useOrganisationText();
  const { deleteOrganisation, deleting } = useDeleteOrganisation(config, organisation);
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <Link to={`${config.publicPath}/${organisation.id}`} className={textLink}>
        {t('editor.publicPage')}
      </Link>
      <button
        type="button"
        className={dangerButton}
        disabled={deleting}
        onClick={() => void deleteOrganisation()}
      >
        {t('editor.delete.button')}
      </button>
    </div>
  );
}
