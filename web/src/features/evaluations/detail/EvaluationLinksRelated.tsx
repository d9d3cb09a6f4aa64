// The evaluation's links and posts, and what it belongs to: programs, associations (their pages)
// and specializations (the list filtered on that specialization).
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { RichText } from '../../../components/content/RichText.tsx';
import { DetailSection } from '../../../components/page/DetailSection.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { formatDay } from '../dates.ts';

export const EvaluationLinksRelatedFragment = graphql(`
  fragment EvaluationLinksRelated_evaluation on Evaluation {
    links {
      id
      title
      url
      position
    }
    posts {
      id
      title
      content
      publishAt
    }
    programs {
      id
      title
    }
    associations {
      id
      title
    }
    specializations {
      id
      title
    }
  }
`);

const linkLook =
  'font-semibold text-brand-primary-dark underline underline-offset-2 hover:text-brand-primary-darker';

export function EvaluationLinksRelated(props: {
  evaluation: FragmentType<typeof EvaluationLinksRelatedFragment>;
}) {
  const evaluation = getFragmentData(EvaluationLinksRelatedFragment, props.evaluation);
  const intl = useIntl();
  const related = [
    {
      label: 'evaluations.detail.programs' as const,
      items: evaluation.programs.map((item) => ({ ...item, to: `/programs/${item.id}` })),
    },
    {
      label: 'evaluations.detail.associations' as const,
      items: evaluation.associations.map((item) => ({ ...item, to: `/associations/${item.id}` })),
    },
    {
      label: 'evaluations.detail.specializations' as const,
      items: evaluation.specializations.map((item) => ({
        ...item,
        to: `/evaluations?specialization=${item.id}`,
      })),
    },
  ].filter((group) => group.items.length > 0);

  return (
    <>
      {evaluation.links.length > 0 && (
        <DetailSection title={intl.formatMessage({ id: 'evaluations.detail.links' })}>
          <ul className="list-disc space-y-1 pl-6">
            {[...evaluation.links]
              .sort((a, b) => a.position - b.position)
              .map((link) => (
                <li key={link.id}>
                  <a href={link.url} rel="noopener noreferrer" className={linkLook}>
                    {link.title}
                  </a>
                </li>
              ))}
          </ul>
        </DetailSection>
      )}
      {evaluation.posts.length > 0 && (
        <DetailSection title={intl.formatMessage({ id: 'evaluations.detail.posts' })}>
          <ul className="space-y-6">
            {evaluation.posts.map((post) => (
              <li key={post.id}>
                <article className="space-y-2">
                  <h3 className="text-lg font-semibold">{post.title}</h3>
                  {post.publishAt && (
                    <p className="text-sm text-ink-muted">
                      {intl.formatMessage(
                        { id: 'evaluations.detail.publishedAt' },
                        { date: formatDay(intl, post.publishAt.slice(0, 10)) },
                      )}
                    </p>
                  )}
                  {post.content && <RichText html={post.content} />}
                </article>
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      {related.length > 0 && (
        <DetailSection title={intl.formatMessage({ id: 'evaluations.detail.related' })}>
          <div className="grid gap-6 sm:grid-cols-3">
            {related.map((group) => (
              <div key={group.label}>
                <h3 className="mb-2 font-semibold">{intl.formatMessage({ id: group.label })}</h3>
                <ul className="space-y-1">
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <Link to={item.to} className={linkLook}>
                        {item.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </DetailSection>
      )}
    </>
  );
}
