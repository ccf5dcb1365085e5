// Spec part 2 §5: a sentence with exactly one <blank> is split there; otherwise it is shown raw.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlankSentence } from './blank-sentence';

describe('BlankSentence', () => {
  it('puts what fills the blank between the two parts', () => {
    render(<BlankSentence text="I <blank> home." blank={<b>went</b>} />);
    expect(screen.getByText('went').parentElement).toHaveTextContent(/^I went home\.$/);
  });

  it('shows an empty blank as a line, named for screen readers', () => {
    render(<BlankSentence text="<blank> is a park." />);
    expect(screen.getByText('(espacio en blanco)').parentElement!.textContent).toBe(
      '\u00a0(espacio en blanco) is a park.',
    );
  });

  it.each([
    ['no blank', 'I went home.'],
    ['two blanks', 'I <blank> a film and <blank> a play.'],
  ])('shows a sentence with %s raw', (_case, text) => {
    render(<BlankSentence text={text} blank={<b>x</b>} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('x')).not.toBeInTheDocument();
  });
});
