// Seeds registered hours of the demo researcher on the evaluations they work on.
import { addDays, isWeekday, localTime } from '../dates.ts';
import type { SeedContext } from '../seed-context.ts';
import type { SeededEvaluation } from './evaluations.ts';

const activities = [
  {
    hour_type: 'research',
    description: 'Screenen van patiënten op de polikliniek en informeren over de studie',
  },
  {
    hour_type: 'data_management',
    description: 'Invoeren en controleren van CRF-gegevens in de EDC',
  },
  { hour_type: 'meeting', description: 'Tweewekelijks overleg met de studiegroep' },
  {
    hour_type: 'monitoring',
    description: 'Voorbereiden van het monitorbezoek en bijwerken van het trial master file',
  },
  {
    hour_type: 'travel',
    description: 'Reistijd naar een deelnemend ziekenhuis voor een initiatiebezoek',
  },
  {
    hour_type: 'other',
    description: 'Schrijven aan het manuscript en de presentatie voor het congres',
  },
] as const;

export async function seedHours(
  { db, random, today }: SeedContext,
  employeeId: number,
  evaluations: readonly SeededEvaluation[],
): Promise<void> {
  const projects = evaluations.filter((evaluation) =>
    evaluation.team.some((member) => member.ref.id === employeeId),
  );
  if (projects.length === 0) return;
  const rows = [];
  for (let daysAgo = 1; daysAgo <= 28; daysAgo++) {
    const day = addDays(today, -daysAgo);
    if (!isWeekday(day) || random.chance(0.25)) continue;
    const morning = random.pick(activities);
    rows.push({
      employee_id: employeeId,
      project_id: random.pick(projects).id,
      starts_at: localTime(day, 8 + random.int(0, 1), 30),
      ends_at: localTime(day, 12, 30),
      hour_type: morning.hour_type,
      description: morning.description,
    });
    if (random.chance(0.6)) {
      const afternoon = random.pick(activities);
      rows.push({
        employee_id: employeeId,
        project_id: random.pick(projects).id,
        starts_at: localTime(day, 13, 15),
        ends_at: localTime(day, 15 + random.int(0, 2), 0),
        hour_type: afternoon.hour_type,
        description: afternoon.description,
      });
    }
  }
  if (rows.length) await db.insertInto('hours').values(rows).execute();
}
