// A practice's picture (spec part 2 §3): a path beginning with / is an image the app ships; plain
// text or an emoji is shown large. (A protocol-relative '//host/…' is text: the app never loads
// pictures from elsewhere.)
interface PracticeImageProps {
  source: string;
  /** The image's text alternative; '' for a picture that only illustrates the sentence. */
  alt: string;
  className?: string;
}

export const isImagePath = (source: string) => source.startsWith('/') && !source.startsWith('//');

export function PracticeImage({ source, alt, className = '' }: PracticeImageProps) {
  if (isImagePath(source)) {
    return (
      <img
        src={source}
        alt={alt}
        className={`mx-auto h-32 w-auto max-w-full object-contain sm:h-40 ${className}`.trim()}
        draggable={false}
      />
    );
  }
  return <p className={`text-center text-6xl leading-tight break-words sm:text-7xl ${className}`.trim()}>{source}</p>;
}
