// A card of the dashboard: a section named by its heading, in the dashboard's frame.
import type { ReactNode } from 'react';

interface DashboardCardProps {
  /** The heading's id, which names the section. */
  headingId: string;
  title: string;
  /** The room between the card's parts. */
  spacing?: 'space-y-3' | 'space-y-4';
  children: ReactNode;
}

export function DashboardCard({
  headingId,
  title,
  spacing = 'space-y-3',
  children,
}: DashboardCardProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={`${spacing} rounded-lg border border-gray-200 bg-white p-4 sm:p-6`}
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
