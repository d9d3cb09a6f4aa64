// Tab "Links": the evaluation's links in position order, each with its saved address.
import { useMutation } from '@apollo/client/react';
import { byPosition, nextPosition } from '../../../../components/relation-list/ordering.ts';
import { RelationList } from '../../../../components/relation-list/RelationList.tsx';
import {
  refetchOf,
  useRelationQuery,
} from '../../../../components/relation-list/use-relation-query.tsx';
import { getFragmentData } from '../../../../gql';
import { LinkForm } from './links/LinkForm.tsx';
import { LinkFragment, LinksQuery, RemoveLinkMutation } from './links/links-operations.ts';
import type { RelationTabProps } from './relation-tab-props.ts';
import { useRelationText } from './shared/relation-text.ts';

export default function LinksTab({ evaluationId, canEdit }: RelationTabProps) {
  const t = useRelationText();
  const { data, fallback } = useRelationQuery(LinksQuery, { id: evaluationId });
  const [remove] = useMutation(RemoveLinkMutation, refetchOf(LinksQuery, { id: evaluationId }));
  if (fallback) return fallback;
  const links = byPosition(getFragmentData(LinkFragment, data?.evaluation?.links ?? []));

  return (
    <RelationList
      title={t('links.list')}
      items={links}
      canEdit={canEdit}
      emptyText={t('links.empty')}
      addLabel={t('links.add')}
      itemName={(link) => link.title}
      renderItem={(link) => (
        <div className="space-y-1">
          <h3 className="font-semibold">{link.title}</h3>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-brand-primary-dark underline hover:no-underline"
          >
            {link.url}
          </a>
        </div>
      )}
      renderForm={({ item, close }) => (
        <LinkForm
          evaluationId={evaluationId}
          item={item}
          nextPosition={nextPosition(links)}
          close={close}
        />
      )}
      remove={(link) => remove({ variables: { evaluationId, id: link.id } })}
    />
  );
}
