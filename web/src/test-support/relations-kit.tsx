// Test support: a relation tab under the catalogues its screen gives it (the form kit's and the
// relation tabs kit's), as the evaluation and organisation editor pages do.
import type { ReactNode } from 'react';
import { relationsMessages } from '../components/cms/relations/messages/index.ts';
import { formKitMessages } from '../components/form/messages/index.ts';
import { FeatureMessages } from '../i18n/feature-messages.tsx';

export function inRelationsKit(ui: ReactNode) {
  return (
    <FeatureMessages catalogues={formKitMessages}>
      <FeatureMessages catalogues={relationsMessages}>{ui}</FeatureMessages>
    </FeatureMessages>
  );
}
