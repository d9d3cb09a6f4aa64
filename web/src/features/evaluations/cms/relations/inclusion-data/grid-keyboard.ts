// Moving between the grid's inputs with the arrow keys: up and down always, left and right once
// the caret is at the start or end of the number (so the keys still move inside it first).
import type { KeyboardEvent } from 'react';

/** The attribute that places an input in the grid: `data-cell="<row>:<column>"`. */
export const cellPosition = (row: number, column: number) => `${row}:${column}`;

const steps: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export function moveInGrid(event: KeyboardEvent<HTMLElement>): void {
  const input = event.target;
  const step = steps[event.key];
  if (!step || !(input instanceof HTMLInputElement) || !input.dataset.cell) return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
  const atEnd = input.selectionStart === input.value.length;
  if ((event.key === 'ArrowLeft' && !atStart) || (event.key === 'ArrowRight' && !atEnd)) return;
  const [row = 0, column = 0] = input.dataset.cell.split(':').map(Number);
  const target = event.currentTarget.querySelector<HTMLInputElement>(
    `input[data-cell="${cellPosition(row + step[0], column + step[1])}"]`,
  );
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.select();
}
