// The parts of a record's card and page: its title as the link to its page (brand colour,
// underlined on hover), and its logo (the whole picture in a box sized before it loads). One
// module: the cards use both, and a route then loads one small file instead of two.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function CardTitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="text-brand-primary-dark underline-offset-2 hover:text-brand-primary-darker hover:underline"
    >
      {children}
    </Link>
  );
}

interface RecordLogoProps {
  url: string;
  /** Names the record, e.g. "Logo van Hartfalen thuis". */
  alt: string;
  /** The image's own width and height in CSS pixels (its box may change with the screen). */
  width: number;
  height: number;
  /** The box's classes: its size on screen, and where it shows. */
  className: string;
  lazy?: boolean;
}

export function RecordLogo({ url, alt, width, height, className, lazy = true }: RecordLogoProps) {
  return (
    <img
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      className={`rounded object-contain ${className}`}
    />
  );
}
