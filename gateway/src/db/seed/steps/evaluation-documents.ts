// Seeds each evaluation's documents (protocol, patient information, approvals, forms) with real files.
import type { EvaluationPlan } from '../evaluation-plan.ts';
import type { SeedContext } from '../seed-context.ts';
import { slugify } from '../slug.ts';
import type { SeededEvaluation } from './evaluations.ts';

interface DocumentSpec {
  type: string;
  title: string;
  format: 'pdf' | 'txt';
  isPublic: boolean;
  body: string;
}

function documentSpecs(plan: EvaluationPlan, version: string): DocumentSpec[] {
  const { acronym, title } = plan.topic;
  const specs: DocumentSpec[] = [
    {
      type: 'general',
      title: `Onderzoeksprotocol ${acronym} versie ${version}`,
      format: 'pdf',
      isPublic: plan.status === 'published',
      body: `Dit protocol beschrijft de achtergrond, de vraagstelling, de opzet en de analyse van de zorgevaluatie "${title}".`,
    },
    {
      type: 'clinical_trial_info',
      title: `Patiënteninformatiebrief ${acronym}`,
      format: 'pdf',
      isPublic: plan.status === 'published',
      body: 'In deze brief leest u wat meedoen aan het onderzoek voor u betekent, welke behandelingen worden vergeleken en wat er met uw gegevens gebeurt.',
    },
  ];
  if (plan.status !== 'new') {
    specs.push({
      type: 'positive_metc_decision',
      title: `Positief besluit METC ${acronym}`,
      format: 'pdf',
      isPublic: false,
      body: 'De medisch-ethische toetsingscommissie heeft het onderzoek beoordeeld en heeft een positief besluit genomen.',
    });
  }
  if (plan.phase !== 'preparation') {
    specs.push(
      {
        type: 'local_approval',
        title: `Lokale uitvoerbaarheidsverklaringen ${acronym}`,
        format: 'pdf',
        isPublic: false,
        body: 'Overzicht van de verklaringen van de raden van bestuur van de deelnemende ziekenhuizen.',
      },
      {
        type: 'screening_enrollment',
        title: `Screeningslog ${acronym} (sjabloon)`,
        format: 'txt',
        isPublic: false,
        body: 'Datum;Centrum;Screeningsnummer;Voldoet aan criteria (ja/nee);Reden niet geïncludeerd;Geïncludeerd (ja/nee)',
      },
    );
  }
  if (plan.phase === 'completed') {
    specs.push({
      type: 'presentation',
      title: `Presentatie resultaten ${acronym}`,
      format: 'pdf',
      isPublic: true,
      body: 'Presentatie van de belangrijkste resultaten op het jaarcongres, met de gevolgen voor de richtlijn.',
    });
  }
  return specs;
}

export async function seedEvaluationDocuments(
  { db, files, random }: SeedContext,
  evaluations: readonly SeededEvaluation[],
): Promise<void> {
  const rows = [];
  for (const { id, plan } of evaluations) {
    const version = `${random.int(1, 4)}.${random.int(0, 3)}`;
    for (const spec of documentSpecs(plan, version)) {
      const fileName = `${slugify(spec.title)}.${spec.format}`;
      const fileId =
        spec.format === 'pdf'
          ? await files.pdf(fileName, {
              title: spec.title,
              subtitle: [plan.topic.studyTitle, `Zorgevaluatie: ${plan.topic.title}`],
              paragraphs: [
                spec.body,
                'Dit document is onderdeel van de demonstratie-inhoud van Zorgevaluatie Nederland en bevat geen echte studiegegevens.',
              ],
            })
          : await files.text(fileName, `${spec.title}\n\n${spec.body}\n`);
      rows.push({
        evaluation_id: id,
        type: spec.type,
        title: spec.title,
        file_id: fileId,
        is_public: spec.isPublic,
      });
    }
  }
  await db.insertInto('documents').values(rows).execute();
}
