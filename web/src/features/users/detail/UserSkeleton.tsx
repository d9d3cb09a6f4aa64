// A user's page while it loads: blocks of the heading, the head and the form's groups, the same
// size as the loaded page so nothing shifts.
import { Skeleton, SkeletonBlock } from '../../../components/status/Skeleton.tsx';

export function UserSkeleton() {
  return (
    <Skeleton className="space-y-6">
      <SkeletonBlock className="h-10 w-2/3" />
      <div className="flex items-center gap-4">
        <SkeletonBlock className="size-16 rounded-full" />
        <SkeletonBlock className="h-6 w-64" />
      </div>
      {Array.from({ length: 3 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <SkeletonBlock key={index} className="h-56 w-full" />
      ))}
    </Skeleton>
  );
}
