// Placeholders that reserve the space of content still loading, so nothing shifts when it arrives.
// Screen readers hear one "loading" status instead of empty boxes.
import { useIntl } from 'react-intl';

/** One grey block; give it the height (and width) of what it stands for. */
export function SkeletonBlock({ className = 'h-4 w-full' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded bg-gray-200 ${className}`} />;
}

/** A loading region: announces itself once and holds its children (skeleton blocks). */
export function Skeleton({
  children,
  className,
}: {
  children: React.ReactNode;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{intl.formatMessage({ id: 'status.loading' })}</span>
      {children}
    </div>
  );
}

/** `count` card-shaped placeholders of a fixed height (list screens). */
export function SkeletonCards({ count, height = 'h-32' }: { count: number; height?: string }) {
  return (
    <Skeleton className="space-y-4">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <SkeletonBlock key={index} className={`${height} w-full`} />
      ))}
    </Skeleton>
  );
}
