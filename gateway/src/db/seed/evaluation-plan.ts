// Plans each demo evaluation: status, phase, dates consistent with the phase, targets, inclusion totals.

import { participantGroups } from './content/evaluation-texts.ts';
import type { EvaluationTopic } from './content/evaluation-topic.ts';
import { addDays, addMonths, monthsBetween, startOfMonth, toIsoDate } from './dates.ts';
import type { Random } from './random.ts';
import { slugify } from './slug.ts';

export type Status = 'new' | 'draft' | 'published' | 'castor';
export type Phase = 'preparation' | 'including' | 'continuation' | 'completed';

export interface ParticipantPlan {
  type: 'RCT' | 'RCT1' | 'RCT2' | 'Cohort' | 'Other';
  amount: number;
  description: string;
}

export interface EvaluationPlan {
  topic: EvaluationTopic;
  slug: string;
  status: Status;
  phase: Phase;
  startsAt: string;
  endsAt: string;
  adjustedEndsAt: string | null;
  firstInclusionAt: string | null;
  lastInclusionAt: string | null;
  visibleAtMonitor: boolean;
  /** Categorie 1-4 for evaluations on the inclusion monitor. */
  gradation: 1 | 2 | 3 | 4 | null;
  participants: ParticipantPlan[];
  /** First days of the months with inclusion data, oldest first (empty before inclusion starts). */
  inclusionMonths: string[];
  /** Patients included so far, spread over the months and centers. */
  includedTotal: number;
  centerCount: number;
  /** Supported (and listed) by the trial bureau. */
  trialBureau: boolean;
}

// 31 published, 6 draft, 5 new, 5 castor; every phase appears among the published ones.
const statusPhasePattern: readonly [Status, Phase, number][] = [
  ['published', 'including', 12],
  ['published', 'continuation', 8],
  ['published', 'completed', 6],
  ['published', 'preparation', 5],
  ['draft', 'preparation', 4],
  ['draft', 'including', 2],
  ['new', 'preparation', 5],
  ['castor', 'preparation', 2],
  ['castor', 'including', 3],
];

// Gradations cycle so the monitor always shows all four categories.
const gradationCycle = [1, 2, 3, 1, 4, 2, 1, 3, 2, 1, 4, 1] as const;
const factorByGradation = { 1: [0.92, 1.1], 2: [0.76, 0.89], 3: [0.52, 0.73], 4: [0.25, 0.48] };

function assignments(count: number): [Status, Phase][] {
  const flat = statusPhasePattern.flatMap(([status, phase, times]) =>
    Array.from({ length: times }, (): [Status, Phase] => [status, phase]),
  );
  return Array.from({ length: count }, (_, index) => flat[index % flat.length] as [Status, Phase]);
}

function participantsFor(topic: EvaluationTopic, random: Random): ParticipantPlan[] {
  const total = random.int(20, 120) * 10;
  return participantGroups[topic.design].map((group) => ({
    type: group.type,
    amount: Math.max(10, Math.round((total * group.share) / 10) * 10),
    description: group.description,
  }));
}

function between(random: Random, [low, high]: readonly number[]): number {
  return (low ?? 0) + random.next() * ((high ?? 1) - (low ?? 0));
}

function monthsFrom(first: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    toIsoDate(addMonths(startOfMonth(first), index)),
  );
}

export function planEvaluations(
  topics: readonly EvaluationTopic[],
  today: Date,
  random: Random,
): EvaluationPlan[] {
  const thisMonth = startOfMonth(today);
  const order = random.shuffle(topics);
  const statusPhases = assignments(order.length);
  let gradationIndex = 0;
  const firstHidden = new Set<Phase>();
  return order.map((topic, index) => {
    const [status, phase] = statusPhases[index] as [Status, Phase];
    const participants = participantsFor(topic, random);
    const target = participants.reduce((sum, participant) => sum + participant.amount, 0);
    const centerCount = random.int(3, 8);
    const plan: EvaluationPlan = {
      topic,
      slug: slugify(topic.title),
      status,
      phase,
      startsAt: '',
      endsAt: '',
      adjustedEndsAt: null,
      firstInclusionAt: null,
      lastInclusionAt: null,
      visibleAtMonitor: false,
      gradation: null,
      participants,
      inclusionMonths: [],
      includedTotal: 0,
      centerCount,
      trialBureau: status === 'castor' || random.chance(0.3),
    };
    // One published evaluation per monitored phase stays off the monitor, as editors sometimes do.
    const monitored = status === 'published' && (phase === 'including' || phase === 'continuation');
    if (monitored && !firstHidden.has(phase)) firstHidden.add(phase);
    else if (monitored) plan.visibleAtMonitor = true;

    if (phase === 'preparation') {
      const starts = addMonths(thisMonth, random.int(1, 8));
      plan.startsAt = toIsoDate(starts);
      plan.endsAt = toIsoDate(addMonths(starts, random.int(36, 60)));
      return plan;
    }
    if (phase === 'including') {
      const months = random.int(12, 30);
      const planned = months + random.int(6, 18);
      const first = addDays(addMonths(thisMonth, -months), random.int(1, 24));
      const starts = addMonths(startOfMonth(first), -random.int(2, 5));
      const ends = addMonths(first, planned + 12);
      plan.startsAt = toIsoDate(starts);
      plan.firstInclusionAt = toIsoDate(first);
      plan.endsAt = toIsoDate(ends);
      plan.inclusionMonths = monthsFrom(first, months);
      let factor = between(random, [0.6, 1]);
      if (plan.visibleAtMonitor) {
        const gradation = gradationCycle[gradationIndex++ % gradationCycle.length] ?? 1;
        plan.gradation = gradation;
        factor = between(random, factorByGradation[gradation]);
        if (gradation >= 3) plan.adjustedEndsAt = toIsoDate(addMonths(ends, random.int(6, 12)));
      }
      plan.includedTotal = Math.round(((target * months) / planned) * factor);
      return plan;
    }
    const inclusionMonths = random.int(18, 30);
    const last =
      phase === 'continuation'
        ? addDays(addMonths(thisMonth, -random.int(2, 10)), random.int(0, 20))
        : addDays(addMonths(thisMonth, -random.int(16, 40)), random.int(0, 20));
    const first = addMonths(startOfMonth(last), -inclusionMonths);
    const ends = addMonths(last, phase === 'continuation' ? random.int(12, 18) : random.int(6, 9));
    plan.startsAt = toIsoDate(addMonths(first, -3));
    plan.firstInclusionAt = toIsoDate(first);
    plan.lastInclusionAt = toIsoDate(last);
    plan.endsAt = toIsoDate(ends);
    if (phase === 'completed' && random.chance(0.5)) {
      plan.adjustedEndsAt = toIsoDate(addMonths(ends, 3));
    }
    plan.inclusionMonths = monthsFrom(first, monthsBetween(first, last) + 1);
    const ratio = between(random, phase === 'continuation' ? [0.86, 1.04] : [0.95, 1.03]);
    plan.includedTotal = Math.round(target * ratio);
    if (plan.visibleAtMonitor) plan.gradation = ratio >= 0.95 ? 1 : 2;
    return plan;
  });
}
