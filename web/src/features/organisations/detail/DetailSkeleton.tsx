// The detail pages' loading state, shaped like the page (banner, text column, side column).
import { Skeleton, SkeletonBlock } from '../../../components/status/Skeleton.tsx';

export function DetailSkeleton() {
  return (
    <Skeleton className="space-y-6">
      <SkeletonBlock className="h-10 w-3/4" />
      <SkeletonBlock className="aspect-[4/1] w-full" />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-4">
          <SkeletonBlock className="h-24 w-full" />
          <SkeletonBlock className="h-64 w-full" />
        </div>
        <SkeletonBlock className="h-64 w-full" />
      </div>
    </Skeleton>
  );
}
