// A CMS editor while it loads: blocks of the heading, the header's line (its buttons are 44 px),
// the tab row and the form's fields in two columns, the size of the loaded screen so nothing
// shifts.
import { Skeleton, SkeletonBlock } from '../../status/Skeleton.tsx';

export function EditorSkeleton({ fields }: { fields: number }) {
  return (
    <Skeleton className="space-y-6">
      <SkeletonBlock className="h-10 w-3/4" />
      <SkeletonBlock className="h-11 w-64" />
      <SkeletonBlock className="h-12 w-full" />
      <div className="grid gap-6 lg:grid-cols-2">
        {Array.from({ length: fields }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <SkeletonBlock key={index} className="h-20 w-full" />
        ))}
      </div>
    </Skeleton>
  );
}
