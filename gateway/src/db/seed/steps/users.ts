// Seeds the three demo accounts (with the given password) and the researchers and editors around them.
import { hashPassword } from '../../../credentials/passwords.ts';
import { demoAccountProfiles, type PersonContent, people } from '../content/people.ts';
import { addDays } from '../dates.ts';
import { landline, mobile } from '../phone-numbers.ts';
import type { OrganisationIds, PersonRef, SeedContext, UserIds } from '../seed-context.ts';
import { slugify } from '../slug.ts';

export interface DemoAccount {
  role: 'admin' | 'editor' | 'researcher';
  email: string;
}

function fullName(person: PersonContent): string {
  return [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');
}

/** m.vandenberg@umcutrecht.example: the reserved .example domain keeps mail from ever leaving. */
function emailFor(person: PersonContent): string {
  const local = `${person.firstName.charAt(0)}.${slugify(`${person.middleName ?? ''}${person.lastName}`).replaceAll('-', '')}`;
  const domain = person.center
    ? slugify(person.center).replaceAll('-', '')
    : 'zorgevaluatienederland';
  return `${local.toLowerCase()}@${domain}.example`;
}

export async function seedUsers(
  context: SeedContext,
  organisations: OrganisationIds,
  accounts: readonly DemoAccount[],
  password: string,
): Promise<UserIds> {
  const { db, random, today } = context;
  const roles = await db.selectFrom('roles').select(['id', 'name']).execute();
  const roleId = (name: string) => {
    const role = roles.find((row) => row.name === name);
    if (!role) throw new Error(`Role ${name} is missing: run the migrations first`);
    return role.id;
  };
  const linkIds = (person: PersonContent) => ({
    association_id: person.association
      ? (organisations.associations.get(person.association) ?? null)
      : null,
    program_id: person.program ? (organisations.programs.get(person.program) ?? null) : null,
  });
  const passwordHash = await hashPassword(password);

  const byRole = new Map<string, PersonRef>();
  for (const account of accounts) {
    const person = demoAccountProfiles[account.role];
    const phone = mobile(random);
    const row = await db
      .insertInto('users')
      .values({
        email: account.email,
        password_hash: passwordHash,
        name: fullName(person),
        first_name: person.firstName,
        middle_name: person.middleName ?? null,
        last_name: person.lastName,
        title: person.title ?? null,
        gender: person.gender,
        phone_number: phone,
        is_active: true,
        role_id: roleId(account.role),
        activated_at: addDays(today, -random.int(30, 400)),
        ...linkIds(person),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    byRole.set(account.role, {
      id: row.id,
      person,
      name: fullName(person),
      email: account.email,
      phone,
    });
  }

  const taken = new Set(accounts.map((account) => account.email.toLowerCase()));
  const rows = people.map((person) => {
    let email = emailFor(person);
    for (let suffix = 2; taken.has(email); suffix++)
      email = email.replace(/^([^@]+?)\d*@/, `$1${suffix}@`);
    taken.add(email);
    return {
      email,
      password_hash: null,
      name: fullName(person),
      first_name: person.firstName,
      middle_name: person.middleName ?? null,
      last_name: person.lastName,
      title: person.title ?? null,
      gender: person.gender,
      phone_number: random.chance(0.5) ? mobile(random) : landline(random),
      is_active: !person.inactive,
      role_id: roleId(person.role),
      activated_at: null,
      ...linkIds(person),
    };
  });
  const inserted = await db.insertInto('users').values(rows).returning('id').execute();
  const others = inserted.map((row, index): PersonRef => {
    const person = people[index] as PersonContent;
    const values = rows[index];
    return {
      id: row.id,
      person,
      name: fullName(person),
      email: values?.email ?? '',
      phone: values?.phone_number ?? '',
    };
  });

  const admin = byRole.get('admin');
  const editor = byRole.get('editor');
  const researcher = byRole.get('researcher');
  if (!admin || !editor || !researcher) {
    throw new Error('The demo seed needs one account for each role: admin, editor and researcher');
  }
  return {
    admin: admin.id,
    editor: editor.id,
    researcher,
    researchers: [
      researcher,
      ...others.filter((ref) => ref.person.role === 'researcher' && !ref.person.inactive),
    ],
  };
}
