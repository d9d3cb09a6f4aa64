// The title of a card (an evaluation, a search result, a news item) as the link to its page:
// brand colour, underlined on hover.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function CardTitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="text-brand-primary-dark underline-offset-2 hover:text-brand-primary-darker hover:underline"
    >
      {children}
    </Link>
  );
}
