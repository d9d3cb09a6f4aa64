// The answer of /v1/hours: an hour row with iso times and, when asked, its project (evaluation) and
// employee.
import { iso } from '../shared/presenters.ts';
import type { HourEmployee, HourProject, HourRow } from './repository.ts';
import type { HourInclude } from './schema.ts';

export interface HourOut {
  id: number;
  employee_id: number;
  project_id: number | null;
  starts_at: string | null;
  ends_at: string | null;
  hour_type: string;
  description: string | null;
  created_at: string | null;
  updated_at: string | null;
  project?: { id: number; title: string; slug: string | null } | null;
  employee?: { id: number; name: string } | null;
}

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
      out.project = row.project_id === null ? null : (projectsById.get(row.project_id) ?? null);
    if (include.includes('employee')) out.employee = employeesById.get(row.employee_id) ?? null;
    return out;
  });
}
