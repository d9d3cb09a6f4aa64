// Whether the CMS side menu is minimised: automatically below 1367 px, unless the user toggled it
// for the current width class (crossing the threshold returns to the automatic state).
import { useState } from 'react';
import { useMediaQuery } from '../../components/page/use-media-query.ts';
import { fullMenuQuery } from './layout-constants.ts';

interface Choice {
  /** The automatic state the choice was made against. */
  madeWhenMinimised: boolean;
  minimised: boolean;
}

export function useCmsMenuMinimised(): { minimised: boolean; toggle: () => void } {
  const autoMinimised = !useMediaQuery(fullMenuQuery);
  const [choice, setChoice] = useState<Choice | null>(null);
  const minimised =
    choice && choice.madeWhenMinimised === autoMinimised ? choice.minimised : autoMinimised;
  const toggle = () => setChoice({ madeWhenMinimised: autoMinimised, minimised: !minimised });
  return { minimised, toggle };
}
