// GraphQL inclusionMonitor and search against /v1 on a seeded gateway. The monitor's sums are
// recomputed here from the /v1 evaluations on the monitor (participants and data rows); search
// items from the three /v1 lists with `filter[search]`.
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { v1Url } from '../support/compare.ts';
import { codesOf } from '../support/graphql-answers.ts';
import { dataOf } from '../support/graphql-client.ts';
import { type Monitored, monitoredEvaluations, sum } from '../support/inclusion-monitor.ts';
import {
  type Role,
  type SeededGateway,
  useSeededGateway,
  type V1List,
  type V1Row,
} from '../support/seeded-gateway.ts';
import { v1Get } from '../support/v1-calls.ts';

type Evaluation = Monitored<{ title: string; gradation_id: number | null }>;
type Gradation = { id: number; position: number; title: string };
type Point = { month: string; included: number; cumulative: number };

const monitorQuery = `{
  inclusionMonitor {
    categories {
      gradation { id title position }
      target
      includedSoFar
      series { month included cumulative }
      evaluations { evaluation { id title } target includedSoFar series { month included cumulative } }
    }
  }
}`;

/** Patients per month in month order, with the running sum. */
function seriesOf(rows: { date: string; sample_size: number }[]): Point[] {
  const perMonth = new Map<string, number>();
  for (const row of rows) perMonth.set(row.date, (perMonth.get(row.date) ?? 0) + row.sample_size);
  let cumulative = 0;
  return [...perMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, included]) => {
      cumulative += included;
      return { month, included, cumulative };
    });
}

/** The monitor as the facade should answer it, from /v1 as `who`. */
async function expectedMonitor(gateway: SeededGateway, who: Role) {
  const monitored = await monitoredEvaluations<Evaluation>(gateway.v1[who], 'title');
  expect(monitored.last_page).toBe(1);
  const gradations = await v1Get<V1List<Gradation>>(gateway.v1[who], '/gradations?sort=position');
  const groups: (Gradation | null)[] = [
    ...gradations.data.filter((gradation) =>
      monitored.data.some((evaluation) => evaluation.gradation_id === gradation.id),
    ),
    ...(monitored.data.some((evaluation) => evaluation.gradation_id === null) ? [null] : []),
  ];
  const categories = groups.map((gradation) => {
    const members = monitored.data.filter(
      (evaluation) => evaluation.gradation_id === (gradation?.id ?? null),
    );
    return {
      gradation: gradation && {
        id: String(gradation.id),
        title: gradation.title,
        position: gradation.position,
      },
      target: sum(members.flatMap((evaluation) => evaluation.participants.map((p) => p.amount))),
      includedSoFar: sum(
        members.flatMap((evaluation) => evaluation.data.map((d) => d.sample_size)),
      ),
      series: seriesOf(members.flatMap((evaluation) => evaluation.data)),
      evaluations: members.map((evaluation) => ({
        evaluation: { id: String(evaluation.id), title: evaluation.title },
        target: sum(evaluation.participants.map((participant) => participant.amount)),
        includedSoFar: sum(evaluation.data.map((row) => row.sample_size)),
        series: seriesOf(evaluation.data),
      })),
    };
  });
  return { categories, monitored: monitored.data };
}

type SearchItem = {
  id: string;
  model: string;
  url: string;
  title: string;
  avatar: string;
  subtitle: string;
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL inclusionMonitor and search', target),
    () => {
      const gateway = useSeededGateway(target);

      it('inclusionMonitor: categories in gradation order with sums recomputed from /v1', async () => {
        // Put one published evaluation without a gradation on the monitor: it groups last.
        const ungraded = (
          await v1Get<V1List<Evaluation>>(
            gateway.v1.admin,
            v1Url('/evaluations', ['data'], 'filter[status][]=published&limit=100'),
          )
        ).data.find((row) => row.gradation_id === null && row.data.length > 0);
        expect(ungraded).toBeDefined();
        const patched = await gateway.v1.admin.patch(`/evaluations/${ungraded?.id}`, {
          is_visible_at_inclusion_monitor: true,
        });
        expect(patched.status).toBe(200);

        for (const who of ['anonymous', 'admin'] as const) {
          const expected = await expectedMonitor(gateway, who);
          const { inclusionMonitor } = dataOf(
            await gateway.graphql[who]<{ inclusionMonitor: { categories: unknown[] } }>(
              monitorQuery,
            ),
          );
          expect(inclusionMonitor.categories).toEqual(expected.categories);
          // The demo has several categories and the ungraded one last; sums are not all zero.
          expect(expected.categories.length).toBeGreaterThan(2);
          expect(expected.categories.at(-1)?.gradation).toBeNull();
          expect(expected.categories.every((category) => category.target > 0)).toBe(true);
          for (const category of expected.categories) {
            expect(category.series.at(-1)?.cumulative ?? 0).toBe(category.includedSoFar);
            for (const item of category.evaluations)
              expect(item.series.at(-1)?.cumulative ?? 0).toBe(item.includedSoFar);
          }
          expect(expected.categories.some((category) => category.includedSoFar > 0)).toBe(true);
        }
      });

      it('search: up to 4 associations, programs and published evaluations, as /v1 finds them', async () => {
        const avatars = new Set<string>();
        for (const term of ['zorg', 'kinderen']) {
          const query = encodeURIComponent(term);
          const parts = [
            { model: 'ASSOCIATION', path: '/associations', subtitle: 'vereniging', extra: '' },
            { model: 'PROGRAM', path: '/programs', subtitle: 'programma', extra: '' },
            {
              model: 'EVALUATION',
              path: '/evaluations',
              subtitle: 'zorgevaluatie',
              extra: '&filter[status][]=published',
            },
          ];
          const expected: SearchItem[] = [];
          for (const part of parts) {
            const found = await v1Get<
              V1List<V1Row & { title: string; slug: string; logo: { url: string } | null }>
            >(
              gateway.v1.admin,
              `${part.path}?filter[search]=${query}${part.extra}&with[]=logo&limit=4`,
            );
            for (const row of found.data)
              expected.push({
                id: String(row.id),
                model: part.model,
                url:
                  part.model === 'EVALUATION'
                    ? `/evaluations/${row.slug}`
                    : `${part.path}/${row.id}`,
                title: row.title,
                avatar: row.logo?.url ?? '/images/default-avatar.svg',
                subtitle: part.subtitle,
              });
          }
          const answer = await gateway.graphql.admin<{
            search: { items: SearchItem[]; errors: unknown[] };
          }>(
            'query S($term: String!) { search(term: $term) { items { id model url title avatar subtitle } errors { model message } } }',
            {
              term: ` ${term} `,
            },
          );
          const { search } = dataOf(answer);
          expect(search).toEqual({ items: expected, errors: [] });
          for (const model of ['ASSOCIATION', 'PROGRAM', 'EVALUATION'])
            expect(search.items.filter((item) => item.model === model).length).toBeLessThanOrEqual(
              4,
            );
          for (const item of search.items) avatars.add(item.avatar);
        }
        // Both kinds of avatar occur: a logo's address and the default picture.
        expect(avatars.has('/images/default-avatar.svg')).toBe(true);
        expect([...avatars].some((avatar) => avatar.startsWith('/v1/files/'))).toBe(true);
      });

      it('search: only published evaluations, even for admin; every kind capped at 4', async () => {
        const everything = await v1Get<V1List<V1Row & { status: string }>>(
          gateway.v1.admin,
          '/evaluations?filter[search]=zorg&limit=100',
        );
        expect(everything.data.some((row) => row.status !== 'published')).toBe(true);
        const associations = await v1Get<V1List>(
          gateway.v1.admin,
          '/associations?filter[search]=zorg',
        );
        expect(associations.total).toBeGreaterThan(4);
        const { search } = dataOf(
          await gateway.graphql.admin<{ search: { items: SearchItem[] } }>(
            '{ search(term: "zorg") { items { id model } } }',
          ),
        );
        const statusOf = new Map(everything.data.map((row) => [String(row.id), row.status]));
        const evaluations = search.items.filter((item) => item.model === 'EVALUATION');
        expect(evaluations).toHaveLength(4);
        expect(evaluations.map((item) => statusOf.get(item.id))).toEqual(
          Array(4).fill('published'),
        );
        expect(search.items.filter((item) => item.model === 'ASSOCIATION')).toHaveLength(4);
      });

      it('search: an empty term finds nothing; over 200 characters is BAD_USER_INPUT', async () => {
        expect(
          dataOf(
            await gateway.graphql.anonymous(
              '{ search(term: "  ") { items { id } errors { model } } }',
            ),
          ),
        ).toEqual({
          search: { items: [], errors: [] },
        });
        const long = await gateway.graphql.anonymous(
          'query S($term: String!) { search(term: $term) { items { id } } }',
          {
            term: 'z'.repeat(201),
          },
        );
        expect(codesOf(long)).toEqual(['BAD_USER_INPUT']);
      });
    },
  );
}
