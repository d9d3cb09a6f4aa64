// An hour's period as people read it: 'ma 23 nov., 09:00 – 11:30' in the user's language.
import type { IntlShape } from 'react-intl';

export function periodText(intl: IntlShape, startsAt: string, endsAt: string): string {
  const day = intl.formatDate(startsAt, { weekday: 'short', day: 'numeric', month: 'short' });
  const time = (moment: string) => intl.formatTime(moment, { hour: '2-digit', minute: '2-digit' });
  return `${day}, ${time(startsAt)} – ${time(endsAt)}`;
}
