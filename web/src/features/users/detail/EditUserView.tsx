// /cms/users/{id}: the user with every field and the pickers' choices in one request. Only an
// admin sees anyone; others see their own account only (another id is "not found", as /v1 hides
// it from a researcher and refuses an editor's change).
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { organisationOptions } from '../../../components/form/organisation-choices.ts';
import { ScreenPage } from '../../../components/page/ScreenPage.tsx';
import { LoadingProblem } from '../../../components/status/LoadingProblem.tsx';
import { getFragmentData } from '../../../gql';
import type { SessionUser } from '../../../store/actions.ts';
import { NotFoundPage } from '../../not-found/index.ts';
import { UserDetailQuery, UserFormFragment } from './detail-operations.ts';
import { userEditRights } from './edit-rights.ts';
import { PasswordSection } from './PasswordSection.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';
import { UserEditor } from './UserEditor.tsx';
import { UserHeader } from './UserHeader.tsx';
import { UserSkeleton } from './UserSkeleton.tsx';

export function EditUserView({ id, viewer }: { id: string; viewer: SessionUser }) {
  const rights = userEditRights(viewer, id);
  const { data, error, refetch } = useQuery(UserDetailQuery, {
    variables: { id },
    skip: !rights.canView,
  });
  const user = getFragmentData(UserFormFragment, data?.user ?? null);
  const options = useMemo(() => data && organisationOptions(data), [data]);

  if (!rights.canView) return <NotFoundPage />;
  if (error && !data) return <LoadingProblem onRetry={() => void refetch()} />;
  if (!data || !options) return <UserSkeleton />;
  if (!user) return <NotFoundPage />;

  const trail =
    viewer.role === 'ADMIN'
      ? [
          { labelId: 'nav.dashboard' as const, to: '/cms' },
          { labelId: 'page.users.title' as const, to: '/cms/users' },
        ]
      : [{ labelId: 'nav.dashboard' as const, to: '/cms' }];
  return (
    <ScreenPage title={user.name} trail={trail}>
      <UserHeader user={user} rights={rights} />
      <UserEditor
        key={user.id}
        user={user}
        options={options}
        rights={rights}
        reload={async () => getFragmentData(UserFormFragment, (await refetch()).data?.user ?? null)}
      >
        {rights.ownAccount && <PasswordSection email={user.email} />}
        {rights.ownAccount && <TwoFactorSection />}
      </UserEditor>
    </ScreenPage>
  );
}
