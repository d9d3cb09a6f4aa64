// Unit tests of the condensing top bar: down past 400 px condenses, up above 280 px expands.
import { from, lastValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { condensedHeader, nextCondensed } from './condensed-header.ts';
import {
  CONDENSE_HEADER_BELOW_SCROLL_PX,
  EXPAND_HEADER_ABOVE_SCROLL_PX,
} from './layout-constants.ts';

describe('condensed header', () => {
  it('uses the spec thresholds', () => {
    expect(CONDENSE_HEADER_BELOW_SCROLL_PX).toBe(400);
    expect(EXPAND_HEADER_ABOVE_SCROLL_PX).toBe(280);
  });

  it('condenses only past 400 px and expands only above 280 px', () => {
    expect(nextCondensed(false, 0)).toBe(false);
    expect(nextCondensed(false, 400)).toBe(false);
    expect(nextCondensed(false, 401)).toBe(true);
    expect(nextCondensed(true, 300)).toBe(true);
    expect(nextCondensed(true, 280)).toBe(true);
    expect(nextCondensed(true, 279)).toBe(false);
  });

  it('keeps its state between the thresholds and emits only changes', async () => {
    const scrollOffsets = [0, 100, 350, 399, 450, 800, 350, 300, 281, 250, 0, 350, 500];
    const states = await lastValueFrom(condensedHeader(from(scrollOffsets)).pipe(toArray()));
    expect(states).toEqual([false, true, false, true]);
  });
});
