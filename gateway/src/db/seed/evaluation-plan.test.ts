// Planned evaluations have dates that fit their phase whatever day the demo is seeded on.
import { describe, expect, it } from 'vitest';
import { evaluationTopics } from './content/evaluation-topics.ts';
import { toIsoDate } from './dates.ts';
import { planEvaluations } from './evaluation-plan.ts';
import { createRandom } from './random.ts';

const days = ['2024-02-29', '2026-01-31', '2026-11-22', '2027-07-01', '2030-12-31'];

describe.each(days)('planEvaluations on %s', (day) => {
  const today = new Date(`${day}T00:00:00Z`);
  const plans = planEvaluations(evaluationTopics, today, createRandom(7));
  const thisMonth = `${day.slice(0, 7)}-01`;

  it('covers every status and phase with 25+ published evaluations', () => {
    expect(new Set(plans.map((plan) => plan.status)).size).toBe(4);
    expect(new Set(plans.map((plan) => plan.phase)).size).toBe(4);
    expect(plans.filter((plan) => plan.status === 'published').length).toBeGreaterThanOrEqual(25);
  });

  it('keeps dates in order and consistent with the phase', () => {
    for (const plan of plans) {
      expect(plan.endsAt >= plan.startsAt).toBe(true);
      if (plan.adjustedEndsAt) expect(plan.adjustedEndsAt >= plan.endsAt).toBe(true);
      if (plan.phase === 'preparation') {
        expect(plan.startsAt > day).toBe(true);
        expect(plan.inclusionMonths).toEqual([]);
        continue;
      }
      const first = plan.firstInclusionAt ?? '';
      expect(plan.startsAt <= first && first <= day).toBe(true);
      expect(plan.inclusionMonths.length).toBeGreaterThanOrEqual(12);
      expect(plan.inclusionMonths[0]).toBe(`${first.slice(0, 7)}-01`);
      expect((plan.inclusionMonths.at(-1) ?? '') < thisMonth).toBe(true);
      if (plan.phase === 'including') expect(plan.lastInclusionAt).toBeNull();
      else expect((plan.lastInclusionAt ?? '') <= day).toBe(true);
      if (plan.phase === 'completed') expect(plan.endsAt < day).toBe(true);
      if (plan.phase === 'continuation') expect(plan.endsAt > day).toBe(true);
    }
  });

  it('grades every evaluation on the monitor, and only those', () => {
    for (const plan of plans) expect(plan.visibleAtMonitor).toBe(plan.gradation !== null);
    const grades = new Set(plans.map((plan) => plan.gradation).filter(Boolean));
    expect(grades).toEqual(new Set([1, 2, 3, 4]));
  });

  it('is deterministic for the same day and seed', () => {
    const again = planEvaluations(evaluationTopics, today, createRandom(7));
    expect(again).toEqual(plans);
    expect(toIsoDate(today)).toBe(day);
  });
});
