// A bug report's page while it loads: blocks of the heading and the sections, about the size of
// the loaded page, so nothing jumps when it arrives.
import { Skeleton, SkeletonBlock } from '../../../../components/status/Skeleton.tsx';

export function BugReportSkeleton() {
  return (
    <Skeleton className="space-y-6">
      <SkeletonBlock className="h-10 w-2/3" />
      <SkeletonBlock className="h-11 w-48" />
      <SkeletonBlock className="h-64 w-full" />
      <SkeletonBlock className="h-72 w-full" />
      <SkeletonBlock className="aspect-video w-full max-w-3xl" />
    </Skeleton>
  );
}
