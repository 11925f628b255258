import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { PickOne } from './pick-one';

const TAGS = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, name: `Tag ${i + 1}` }));

describe('picking one of a long list', () => {
  it('finds by typing, and clearing goes back to none', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <PickOne label="Tag" options={TAGS} value="" onChange={onChange} noneLabel="Todos" />,
    );
    const box = screen.getByRole('combobox', { name: 'Tag' });
    expect(box).toHaveAttribute('placeholder', 'Todos');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Tag 29' } });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Tag 29',
      'Tag 290',
      'Tag 291',
      'Tag 292',
      'Tag 293',
      'Tag 294',
      'Tag 295',
      'Tag 296',
      'Tag 297',
      'Tag 298',
      'Tag 299',
    ]);
    fireEvent.click(options[0]!);
    expect(onChange).toHaveBeenLastCalledWith('29');

    rerender(
      <PickOne label="Tag" options={TAGS} value="29" onChange={onChange} noneLabel="Todos" />,
    );
    expect(box).toHaveValue('Tag 29');
    // erasing the name is choosing none
    fireEvent.change(box, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
