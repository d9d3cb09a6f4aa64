// /cms/users/new (admin): the pickers' choices, then the empty user form. Anyone else goes to the
// dashboard, as the users list's guard does.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { organisationOptions } from '../../../components/form/organisation-choices.ts';
import { ScreenPage } from '../../../components/page/ScreenPage.tsx';
import { LoadingProblem } from '../../../components/status/LoadingProblem.tsx';
import type { SessionUser } from '../../../store/actions.ts';
import { CreateUserForm } from './CreateUserForm.tsx';
import { UserChoicesQuery } from './detail-operations.ts';
import { UserSkeleton } from './UserSkeleton.tsx';

const trail = [
  { labelId: 'nav.dashboard', to: '/cms' },
  { labelId: 'page.users.title', to: '/cms/users' },
] as const;

export function CreateUserView({ viewer }: { viewer: SessionUser }) {
  const isAdmin = viewer.role === 'ADMIN';
  const { data, error, refetch } = useQuery(UserChoicesQuery, { skip: !isAdmin });
  const options = useMemo(() => data && organisationOptions(data), [data]);

  if (!isAdmin) return <Navigate to="/cms" replace />;
  if (error && !data) return <LoadingProblem onRetry={() => void refetch()} />;
  if (!options) return <UserSkeleton />;
  return (
    <ScreenPage titleId="users.create.title" trail={[...trail]}>
      <CreateUserForm options={options} />
    </ScreenPage>
  );
}
