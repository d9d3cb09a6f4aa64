// Draws an initials avatar on a 512 x 512 canvas: white letters on the dark brand green.

export const AVATAR_CANVAS_PX = 512;

/** brand-primary-dark: white letters on it reach 6.4:1, the brand green itself only 3.75:1. */
export const AVATAR_BACKGROUND = '#2f6b33';
export const AVATAR_FOREGROUND = '#ffffff';

const fontSizeByLength = [0, 260, 220, 170];

/** A PNG data URL, or null where canvas drawing is unavailable (jsdom, restricted browsers). */
export function drawInitials(letters: string, doc: Document = document): string | null {
  const canvas = doc.createElement('canvas');
  canvas.width = AVATAR_CANVAS_PX;
  canvas.height = AVATAR_CANVAS_PX;
  let context: CanvasRenderingContext2D | null;
  try {
    context = canvas.getContext('2d');
  } catch {
    return null;
  }
  if (!context) return null;
  const size = fontSizeByLength[[...letters].length] ?? 170;
  context.fillStyle = AVATAR_BACKGROUND;
  context.fillRect(0, 0, AVATAR_CANVAS_PX, AVATAR_CANVAS_PX);
  context.fillStyle = AVATAR_FOREGROUND;
  context.font = `600 ${size}px system-ui, "Segoe UI", Roboto, Arial, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  // "middle" centres the em box; capitals sit a little high in it, so move them down slightly.
  context.fillText(letters, AVATAR_CANVAS_PX / 2, AVATAR_CANVAS_PX / 2 + size * 0.06);
  try {
    return canvas.toDataURL('image/png');
  } catch {
    return null;
  }
}
