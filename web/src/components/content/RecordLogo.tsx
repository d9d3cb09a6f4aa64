// A record's logo (an evaluation's, an association's, a program's): the whole picture in its box,
// which has its size before the image arrives (nothing moves), lazy unless it is above the fold.
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
