// Component tests of the avatar: own picture, initials drawn on a (stubbed) canvas, text fallback.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from './Avatar.tsx';
import { AVATAR_BACKGROUND, AVATAR_CANVAS_PX, AVATAR_FOREGROUND } from './draw-initials.ts';

const DATA_URL = 'data:image/png;base64,c3R1Yg==';

/** jsdom has no canvas: a 2D context that records what is drawn. */
function stubCanvas() {
  const calls: { fillRect: unknown[][]; fillText: unknown[][]; fillStyles: string[] } = {
    fillRect: [],
    fillText: [],
    fillStyles: [],
  };
  const context = {
    set fillStyle(value: string) {
      calls.fillStyles.push(value);
    },
    font: '',
    textAlign: '',
    textBaseline: '',
    fillRect: (...args: unknown[]) => calls.fillRect.push(args),
    fillText: (...args: unknown[]) => calls.fillText.push(args),
  };
  const sizes: number[][] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    sizes.push([this.width, this.height]);
    return context as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(DATA_URL);
  return { calls, sizes };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Avatar', () => {
  it("shows the user's own picture with their name as alternative text", () => {
    render(<Avatar name="Anne de Vries" imageUrl="/media/users/1.png" />);
    const image = screen.getByRole('img', { name: 'Anne de Vries' });
    expect(image.getAttribute('src')).toBe('/media/users/1.png');
  });

  it('draws the initials on a 512 px canvas in brand green with white letters', () => {
    const { calls, sizes } = stubCanvas();
    render(<Avatar name="Anne de Vries" imageUrl={null} />);
    const image = screen.getByRole('img', { name: 'Anne de Vries' });
    expect(image.getAttribute('src')).toBe(DATA_URL);
    expect(sizes).toContainEqual([AVATAR_CANVAS_PX, AVATAR_CANVAS_PX]);
    expect(calls.fillRect).toContainEqual([0, 0, AVATAR_CANVAS_PX, AVATAR_CANVAS_PX]);
    expect(calls.fillStyles).toEqual(
      expect.arrayContaining([AVATAR_BACKGROUND, AVATAR_FOREGROUND]),
    );
    const [text, x, y] = calls.fillText[0] ?? [];
    expect(text).toBe('AdV');
    expect(x).toBe(AVATAR_CANVAS_PX / 2);
    expect(Math.abs(Number(y) - AVATAR_CANVAS_PX / 2)).toBeLessThan(AVATAR_CANVAS_PX / 16);
  });

  it('replaces a picture from an avatar service by the initials', () => {
    const { calls } = stubCanvas();
    render(<Avatar name="Pieter Jansen" imageUrl="https://www.gravatar.com/avatar/abc" />);
    expect(screen.getByRole('img', { name: 'Pieter Jansen' }).getAttribute('src')).toBe(DATA_URL);
    expect(calls.fillText[0]?.[0]).toBe('PJ');
  });

  it('falls back to the initials as text when the canvas has no 2D context', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(<Avatar name="Anne de Vries" />);
    const fallback = screen.getByRole('img', { name: 'Anne de Vries' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('AdV');
  });

  it('is hidden from assistive technology when the name is shown next to it', () => {
    stubCanvas();
    const { container } = render(<Avatar name="Anne de Vries" decorative />);
    expect(screen.queryByRole('img', { name: 'Anne de Vries' })).toBeNull();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('uses the initials when the own picture cannot be loaded', () => {
    stubCanvas();
    render(<Avatar name="Anne de Vries" imageUrl="/media/missing.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Anne de Vries' }));
    expect(screen.getByRole('img', { name: 'Anne de Vries' }).getAttribute('src')).toBe(DATA_URL);
  });

  it('shows the default picture for a name without letters', () => {
    render(<Avatar name="1234" />);
    expect(screen.getByRole('img', { name: '1234' }).getAttribute('src')).toBe(
      '/images/default-avatar.svg',
    );
  });
});
