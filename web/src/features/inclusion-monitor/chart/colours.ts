// The chart's colours. Line and target: brand tokens with contrast >= 3:1 against white
// (styles.css), as graphics need 3:1; text: the muted ink's 4.5:1.
export const LINE_COLOUR = '#2f6b33';
export const TARGET_COLOUR = '#b33a13';
export const GRID_COLOUR = '#e5e5e5';
export const AXIS_COLOUR = '#767676';
export const TEXT_COLOUR = '#4a4a4a';
