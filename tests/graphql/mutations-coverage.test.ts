// Every Mutation field of the schema has a test: the explicit list below (per test file) has to
// equal the schema's Mutation fields, and each listed name has to occur in the file that claims it.
// A new mutation without a test, or a test list that drifts from its file, fails here.
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readTypeDefs } from '../../gateway/src/graphql/executable-schema.ts';

const exercised: Record<string, string[]> = {
  'mutations-evaluations.test.ts': [
    'createEvaluation',
    'updateEvaluation',
    'deleteEvaluation',
    'deleteEvaluations',
    'updateEvaluationSettings',
    'createInclusionData',
    'updateInclusionData',
    'deleteInclusionData',
    'deleteInclusionDataRows',
  ],
  'mutations-evaluation-parts.test.ts': [
    'addEvaluationApplicable',
    'updateEvaluationApplicable',
    'removeEvaluationApplicable',
    'addEvaluationCriterion',
    'updateEvaluationCriterion',
    'removeEvaluationCriterion',
    'addEvaluationParticipant',
    'updateEvaluationParticipant',
    'removeEvaluationParticipant',
    'addEvaluationPerson',
    'updateEvaluationPerson',
    'removeEvaluationPerson',
    'addEvaluationMeasure',
    'updateEvaluationMeasure',
    'removeEvaluationMeasure',
    'addEvaluationDocument',
    'updateEvaluationDocument',
    'removeEvaluationDocument',
    'addEvaluationLink',
    'updateEvaluationLink',
    'removeEvaluationLink',
    'addEvaluationPost',
    'updateEvaluationPost',
    'removeEvaluationPost',
    'addEvaluationData',
    'updateEvaluationData',
    'removeEvaluationData',
  ],
  'mutations-organisations.test.ts': [
    'createAssociation',
    'updateAssociation',
    'deleteAssociation',
    'deleteAssociations',
    'updateAssociationSettings',
    'createProgram',
    'updateProgram',
    'deleteProgram',
    'deletePrograms',
    'updateProgramSettings',
    'createTrialBureau',
    'updateTrialBureau',
    'deleteTrialBureau',
    'deleteTrialBureaus',
    'updateTrialBureauSettings',
  ],
  'mutations-organisation-parts.test.ts': [
    'addAssociationDocument',
    'updateAssociationDocument',
    'removeAssociationDocument',
    'addAssociationEvent',
    'updateAssociationEvent',
    'removeAssociationEvent',
    'addAssociationPost',
    'updateAssociationPost',
    'removeAssociationPost',
    'addProgramDocument',
    'updateProgramDocument',
    'removeProgramDocument',
    'addProgramEvent',
    'updateProgramEvent',
    'removeProgramEvent',
    'addProgramPost',
    'updateProgramPost',
    'removeProgramPost',
    'addTrialBureauDocument',
    'updateTrialBureauDocument',
    'removeTrialBureauDocument',
  ],
  'mutations-organisation-interface.test.ts': [
    'createOrganisation',
    'updateOrganisation',
    'deleteOrganisation',
    'deleteOrganisations',
    'updateOrganisationSettings',
    'addOrganisationDocument',
    'updateOrganisationDocument',
    'removeOrganisationDocument',
    'addOrganisationEvent',
    'updateOrganisationEvent',
    'removeOrganisationEvent',
    'addOrganisationPost',
    'updateOrganisationPost',
    'removeOrganisationPost',
  ],
  'mutations-content.test.ts': [
    'createEvent',
    'updateEvent',
    'deleteEvent',
    'deleteEvents',
    'createPost',
    'updatePost',
    'deletePost',
    'deletePosts',
  ],
  'mutations-reference.test.ts': [
    'createSpecialization',
    'updateSpecialization',
    'deleteSpecialization',
    'deleteSpecializations',
    'createGradation',
    'updateGradation',
    'deleteGradation',
    'deleteGradations',
    'createCenter',
    'updateCenter',
    'deleteCenter',
    'deleteCenters',
    'createAddress',
    'updateAddress',
    'deleteAddress',
    'deleteAddresses',
    'createCountry',
    'updateCountry',
    'deleteCountry',
    'deleteCountries',
    'createHour',
    'updateHour',
    'deleteHour',
    'deleteHours',
    'mergeCenters',
  ],
  'mutations-users.test.ts': ['createUser', 'updateUser', 'deleteUser', 'deleteUsers'],
  'mutations-auth.test.ts': [
    'login',
    'refresh',
    'logout',
    'forgotPassword',
    'resetPassword',
    'sendActivation',
  ],
  'mutations-change-password.test.ts': ['changePassword'],
  'mutations-two-factor.test.ts': [
    'signIn',
    'completeSignIn',
    'beginTwoFactorSetup',
    'confirmTwoFactorSetup',
    'disableTwoFactor',
  ],
  'bug-reports.test.ts': ['createBugReport', 'retryBugReportDelivery', 'deleteBugReports'],
  'queries-site-content.test.ts': ['updateSiteContent', 'updateSitePage'],
  'versions.test.ts': ['restoreVersion'],
};

const mutationFields = () => {
  const mutation = buildSchema(readTypeDefs().join('\n')).getMutationType();
  if (!mutation) throw new Error('the schema has no Mutation type');
  return Object.keys(mutation.getFields()).sort();
};

describe('GraphQL mutation coverage', () => {
  it('tests every Mutation field of the schema, each in one file only', () => {
    const listed = Object.values(exercised).flat();
    expect(listed.length).toBe(new Set(listed).size);
    expect([...listed].sort()).toEqual(mutationFields());
  });

  it.each(Object.entries(exercised))('%s names each mutation it claims', (file, names) => {
    const source = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
    const missing = names.filter((name) => !new RegExp(`\\b${name}\\b`).test(source));
    expect(missing).toEqual([]);
  });
});
