// Registers an organisation kind: its resource and its settings, documents, events and posts
// relationships (spec section 7). Reads follow the organisation; writes the kind's writers.

import { organisationDocumentTypes } from '../../domain/enums.ts';
import { registerDocumentRoutes } from '../documents/routes.ts';
import { eventsRelationship } from '../events/relationship.ts';
import { postsRelationship } from '../posts/relationship.ts';
import { type RelationshipOwner, registerRelationship } from '../shared/relationship.ts';
import { registerResource } from '../shared/resource.ts';
import { registerSettingsRelationship } from '../shared/settings-relationship.ts';
import type { V1Module } from '../shared/v1-module.ts';
import { associationKind, type OrganisationKind, programKind, trialBureauKind } from './kinds.ts';
import { organisationExists } from './repository.ts';
import { organisationResource } from './resource.ts';

function organisationKindModule(kind: OrganisationKind): V1Module {
  return (app, options) => {
    const { db } = options;
    const owner: RelationshipOwner = {
      path: kind.path,
      tag: kind.tag,
      isVisible: (context, id) => organisationExists(context.db, kind, id),
    };
    registerResource(app, options, organisationResource(kind));
    registerSettingsRelationship(app, db, owner, kind.ownerColumn, {
      read: 'public',
      write: kind.writers,
    });
    registerDocumentRoutes(app, options, { ...kind, types: organisationDocumentTypes }, owner);
    if (kind.publisher) {
      registerRelationship(app, db, eventsRelationship(owner, kind.publisher, kind.writers));
      registerRelationship(app, db, postsRelationship(owner, kind.publisher.type, kind.writers));
    }
  };
}

/** /v1/associations, /v1/programs and /v1/trial-bureau with their relationships. */
export const organisationsModule: V1Module = async (app, options) => {
  for (const kind of [associationKind, programKind, trialBureauKind])
    await organisationKindModule(kind)(app, options);
};
