// What the user form's saves share (creating and changing a user, both on the CMS kit's save):
// the server's field names that differ from the form's (`avatarId` under the avatar, `name` under
// the last name) and the Save bar's texts.
import type { IntlShape } from 'react-intl';
import type { EditorSaveTexts } from '../../../components/cms/editor/EditorSaveBar.tsx';
import type { UsersMessageKey } from '../messages/index.ts';

export const serverFieldMap = { avatarId: 'avatar', name: 'lastName', role: 'role' };

export const saveTexts = (intl: IntlShape, save: UsersMessageKey): EditorSaveTexts => ({
  save: intl.formatMessage({ id: save }),
  saved: intl.formatMessage({ id: 'users.form.saved' }),
  unchanged: intl.formatMessage({ id: 'users.form.unchanged' }),
  invalid: intl.formatMessage({ id: 'users.form.invalid' }),
});
