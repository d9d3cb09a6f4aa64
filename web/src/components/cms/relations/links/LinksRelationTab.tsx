// The links tab of a links' owner: its links in position order, each with its saved address.
// Added and edited in place; removed after the destructive confirmation. The owner hands in its
// links and how to add, change and remove one.
import { getFragmentData } from '../../../../gql';
import { byPosition, nextPosition } from '../ordering.ts';
import { RelationList } from '../RelationList.tsx';
import { LinkForm } from './LinkForm.tsx';
import { LinkRelationFragment, type LinksOwner } from './links-relation.ts';
import { useRelationText } from '../relation-text.ts';

export function LinksRelationTab({ owner, canEdit }: { owner: LinksOwner; canEdit: boolean }) {
  const t = useRelationText();
  const links = byPosition(getFragmentData(LinkRelationFragment, owner.links));
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
        <LinkForm owner={owner} item={item} nextPosition={nextPosition(links)} close={close} />
      )}
      remove={(link) => owner.remove(link.id)}
    />
  );
}
