// One titled part of a detail page: a section named by its heading.
import { type ReactNode, useId } from 'react';

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-semibold text-brand-primary-dark">
        {title}
      </h2>
      {children}
    </section>
  );
}
