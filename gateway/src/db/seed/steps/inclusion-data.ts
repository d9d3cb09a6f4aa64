// Seeds the monthly inclusion numbers per center, spread so the total heads toward the target.
import type { SeedContext } from '../seed-context.ts';
import type { SeededEvaluation } from './evaluations.ts';

interface Cell {
  centerId: number;
  date: string;
  weight: number;
}

/** Rounds shares of `total` to whole patients while keeping their sum exactly `total`. */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0) return weights.map(() => 0);
  let carried = 0;
  return weights.map((weight) => {
    const exact = (total * weight) / sum + carried;
    const whole = Math.max(0, Math.round(exact));
    carried = exact - whole;
    return whole;
  });
}

export async function seedInclusionData(
  { db, random }: SeedContext,
  evaluations: readonly SeededEvaluation[],
): Promise<void> {
  const rows: { evaluation_id: number; center_id: number; date: string; sample_size: number }[] =
    [];
  for (const { id, plan, centers } of evaluations) {
    const months = plan.inclusionMonths;
    if (months.length === 0) continue;
    const cells: Cell[] = [];
    centers.forEach((center, index) => {
      // The coordinating center starts first and includes most; others join in the first months.
      const joinsAt = index === 0 ? 0 : random.int(0, Math.min(6, Math.floor(months.length / 3)));
      const centerWeight = index === 0 ? 1.6 : 0.5 + random.next() * 0.9;
      months.forEach((date, month) => {
        if (month < joinsAt) return;
        const rampUp = Math.min(1, (month - joinsAt + 1) / 3);
        cells.push({
          centerId: center.id,
          date,
          weight: centerWeight * rampUp * (0.7 + random.next() * 0.6),
        });
      });
    });
    const counts = apportion(
      plan.includedTotal,
      cells.map((cell) => cell.weight),
    );
    cells.forEach((cell, index) => {
      rows.push({
        evaluation_id: id,
        center_id: cell.centerId,
        date: cell.date,
        sample_size: counts[index] ?? 0,
      });
    });
  }
  for (let start = 0; start < rows.length; start += 2000) {
    await db
      .insertInto('inclusion_data')
      .values(rows.slice(start, start + 2000))
      .execute();
  }
}
