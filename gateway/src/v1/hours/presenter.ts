// The answer of /v1/hours: an hour row with iso times and, when asked, its project (evaluation) and
// employee.
import { z } from 'zod';
import { answerRecord, recordId, timestamp, timestamps } from '../shared/answers.ts';
import { iso } from '../shared/presenters.ts';
import type { HourEmployee, HourProject, HourRow } from './repository.ts';
import type { HourInclude } from './schema.ts';

export const hourAnswer = answerRecord('Hour', {
  id: recordId,
  employee_id: recordId,
  project_id: recordId.nullable(),
  starts_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  hour_type: z.string(),
  description: z.string().nullable(),
  ...timestamps,
  /** with[]=project: the evaluation the hours were spent on */
  project: z
    .object({ id: recordId, title: z.string(), slug: z.string().nullable() })
    .nullable()
    .optional(),
  /** with[]=employee */
  employee: z.object({ id: recordId, name: z.string() }).nullable().optional(),
});
export type HourOut = z.infer<typeof hourAnswer>;

const presentProject = (project: HourProject | undefined) =>
  project ? { id: project.id, title: project.title, slug: project.slug } : null;

const presentEmployee = (employee: HourEmployee | undefined) =>
  employee ? { id: employee.id, name: employee.name } : null;

export function presentHours(
  rows: HourRow[],
  include: HourInclude[],
  related: { projects: Map<number, HourProject>; employees: Map<number, HourEmployee> },
): HourOut[] {
  const { projects: projectsById, employees: employeesById } = related;
  return rows.map((row) => {
    const out: HourOut = {
      id: row.id,
      employee_id: row.employee_id,
      project_id: row.project_id,
      hour_type: row.hour_type,
      description: row.description,
      starts_at: iso(row.starts_at),
      ends_at: iso(row.ends_at),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
    if (include.includes('project'))
      out.project =
        row.project_id === null ? null : presentProject(projectsById.get(row.project_id));
    if (include.includes('employee'))
      out.employee = presentEmployee(employeesById.get(row.employee_id));
    return out;
  });
}
