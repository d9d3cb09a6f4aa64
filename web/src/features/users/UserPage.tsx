// A user's page (/cms/users/{id}, any signed-in user: admins anyone, others their own account)
// and the new-user form (/cms/users/new, admin); lazy-loaded as the screen group "user".
import { useParams } from 'react-router';
import { cmsHistoryMessages } from '../../components/cms/history/messages/index.ts';
import { formKitMessages } from '../../components/form/messages/index.ts';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { useAppState } from '../../store/hooks.tsx';
import { selectUser } from '../../store/selectors.ts';
import { NotFoundPage } from '../not-found/index.ts';
import { CreateUserView } from './detail/CreateUserView.tsx';
import { EditUserView } from './detail/EditUserView.tsx';
import { UserSkeleton } from './detail/UserSkeleton.tsx';
import { usersMessages } from './messages/index.ts';

function UserPage() {
  const id = useParams().id ?? '';
  const viewer = useAppState(selectUser);

  if (id !== 'new' && !/^\d{1,9}$/.test(id)) return <NotFoundPage />;
  // The rights need the signed-in user (still loading right after a reload).
  if (!viewer) return <UserSkeleton />;
  if (id === 'new') return <CreateUserView viewer={viewer} />;
  return <EditUserView key={id} id={id} viewer={viewer} />;
}

export default withFeatureMessages([formKitMessages, cmsHistoryMessages, usersMessages], UserPage);
