// The order /v1 sorts text in: Dutch, case and accents aside (the database's collation).
import { expect } from 'vitest';

/** Fails unless `values` stand in Dutch alphabetical order, case and accents aside. */
export function expectDutchOrder(values: string[]): void {
  expect(values).toEqual(
    [...values].sort((a, b) => a.localeCompare(b, 'nl', { sensitivity: 'base' })),
  );
}
