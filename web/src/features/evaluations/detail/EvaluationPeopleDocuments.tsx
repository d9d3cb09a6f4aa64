// Who is involved (with their function in this evaluation) and the public documents, grouped by
// document type, each with its file type, size and a download link.

import { useIntl } from 'react-intl';
import { fileSize } from '../../../components/content/file-size.ts';
import { fileTypeLabel } from '../../../components/content/file-type-label.ts';
import { storedFile } from '../../../components/file-upload/stored-file.ts';
import { DetailSection } from '../../../components/page/DetailSection.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { contactFunctionLabel, documentTypeLabel, userTitleText } from '../labels.ts';

export const EvaluationPeopleDocumentsFragment = graphql(`
  fragment EvaluationPeopleDocuments_evaluation on Evaluation {
    people {
      id
      contactFunction
      user {
        id
        name
        title
      }
    }
    documents {
      id
      type
      title
      file {
        ...StoredFile_file
      }
    }
  }
`);

export function EvaluationPeopleDocuments(props: {
  evaluation: FragmentType<typeof EvaluationPeopleDocumentsFragment>;
}) {
  const evaluation = getFragmentData(EvaluationPeopleDocumentsFragment, props.evaluation);
  const intl = useIntl();
  const messages = intl.messages as Record<string, string>;
  const groups = new Map<string, typeof evaluation.documents>();
  for (const document of evaluation.documents) {
    if (!document.file) continue;
    groups.set(document.type, [...(groups.get(document.type) ?? []), document]);
  }

  return (
    <>
      {evaluation.people.length > 0 && (
        <DetailSection title={intl.formatMessage({ id: 'evaluations.detail.people' })}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {evaluation.people.map((person) => (
              <li key={person.id} className="rounded-lg border border-gray-200 p-3">
                <p className="font-semibold">
                  {[person.user.title && userTitleText[person.user.title], person.user.name]
                    .filter(Boolean)
                    .join(' ')}
                </p>
                <p className="text-ink-muted">
                  {intl.formatMessage({ id: contactFunctionLabel(person.contactFunction) })}
                </p>
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      {groups.size > 0 && (
        <DetailSection title={intl.formatMessage({ id: 'evaluations.detail.documents' })}>
          {[...groups].map(([type, documents]) => (
            <div key={type} className="space-y-2">
              <h3 className="text-lg font-semibold">
                {intl.formatMessage({ id: documentTypeLabel(type, messages) })}
              </h3>
              <ul className="space-y-2">
                {documents.map((document) => {
                  const file = storedFile(document.file);
                  return file ? (
                    <li key={document.id}>
                      <a
                        href={file.url}
                        download={file.name}
                        className="font-semibold text-brand-primary-dark underline underline-offset-2 hover:text-brand-primary-darker"
                      >
                        {intl.formatMessage(
                          { id: 'evaluations.detail.document.download' },
                          {
                            title: document.title,
                            type: fileTypeLabel(file.name, file.mimeType),
                            size: fileSize(file.size, intl.locale),
                          },
                        )}
                      </a>
                    </li>
                  ) : null;
                })}
              </ul>
            </div>
          ))}
        </DetailSection>
      )}
    </>
  );
}
