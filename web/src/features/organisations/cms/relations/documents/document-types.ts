// The organisation document types (spec section 3) as the CMS kit's documents tab takes them: the
// choices in the public page's order with its labels; a stored type is read in any case, and one
// this screen does not know reads as general (and is named "other" in the list).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { DocumentTypes } from '../../../../../components/cms/relations/documents/documents-relation.ts';
import { type DocumentType, documentTypes } from '../../../detail/document-groups.ts';
import type { OrganisationsMessageKey } from '../../../messages/index.ts';

const known = (type: string): DocumentType | null => {
  const upper = type.toUpperCase();
  return (documentTypes as readonly string[]).includes(upper) ? (upper as DocumentType) : null;
};

export const organisationDocumentType = (stored: string): DocumentType =>
  known(stored) ?? 'GENERAL';

/** The catalogue key of a type's label (the public detail page's labels). */
export const documentTypeKey = (type: string) =>
  `organisations.documentType.${known(type)?.toLowerCase() ?? 'other'}` as OrganisationsMessageKey;

export function useOrganisationDocumentTypes(): DocumentTypes<DocumentType> {
  const intl = useIntl();
  return useMemo(() => {
    const label = (type: string) => intl.formatMessage({ id: documentTypeKey(type) });
    return {
      options: documentTypes.map((value) => ({ value, label: label(value) })),
      initial: 'GENERAL',
      choice: organisationDocumentType,
      label,
    };
  }, [intl]);
}
