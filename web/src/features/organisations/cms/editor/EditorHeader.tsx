// The editor's header under the title: the public page and the delete button.
import { Link } from 'react-router';
import { dangerButton, textLink } from '../../../../components/buttons/button-styles.ts';
import type { KindConfig } from '../kinds.ts';
import { useOrganisationText } from '../organisation-text.ts';
import type { EditedOrganisation } from './form-values.ts';
import { useDeleteOrganisation } from './use-delete-organisation.ts';

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
