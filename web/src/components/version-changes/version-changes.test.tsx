import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldChange, VersionChanges } from '../../../../shared/docs/doc-model';
import { VersionChangesSection } from './version-changes';

const quote = { name: 'createQuoteV3', method: 'POST', path: '/v3/quotes' } as const;
const added = (name: string): FieldChange => ({
  where: 'request body',
  name,
  kind: 'added',
  detail: 'optional',
  breaking: false,
});

/** One removed operation, one breaking field change and `compatible` changes that break nothing. */
function changesWith(compatible: number): VersionChanges {
  return {
    from: 'v2',
    added: [],
    removed: [
      { name: 'listVariantsV2', method: 'GET', path: '/v2/variants', displayName: 'List variants' },
    ],
    changed: [
      {
        ...quote,
        displayName: 'Create a quote',
        changes: [
          {
            where: 'request body',
            name: 'city',
            kind: 'changed',
            detail: 'now required',
            breaking: true,
          },
          ...Array.from({ length: compatible }, (_, n) => added(`extra${n}`)),
        ],
      },
    ],
    breaking: true,
  };
}

describe('VersionChangesSection', () => {
  it('keeps every breaking change in sight when the compatible ones fold', () => {
    render(<VersionChangesSection version="v3" changes={changesWith(6)} />);
    const section = screen.getByRole('region', { name: 'What changed in v3' });
    expect(within(section).getByText(/Compared with v2/)).toBeVisible();
    expect(within(section).getByText('List variants')).toBeVisible();
    expect(within(section).getByText('city')).toBeVisible();
    expect(within(section).getByText(/now required/)).toBeVisible();
    // Three Breaking flags in sight: the lead, the removed operation and the required field.
    const flags = within(section).getAllByText('Breaking');
    expect(flags).toHaveLength(3);
    flags.forEach((flag) => expect(flag).toBeVisible());
    // The six compatible ones are folded under their count.
    expect(within(section).getByText('6 other changes that break nothing')).toBeVisible();
    expect(within(section).getByText('extra0')).not.toBeVisible();
  });

  it('shows a short list of compatible changes unfolded', () => {
    render(<VersionChangesSection version="v3" changes={changesWith(2)} />);
    expect(screen.getByText('extra1')).toBeVisible();
  });

  it('says nothing breaks when nothing does', () => {
    render(
      <VersionChangesSection
        version="v2"
        changes={{
          from: 'v1',
          added: [{ ...quote, displayName: 'Create a quote' }],
          removed: [],
          changed: [],
          breaking: false,
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'What changed in v2' });
    expect(within(section).getByText(/Nothing breaks existing callers/)).toBeVisible();
    expect(within(section).queryByText('Breaking')).toBeNull();
    expect(within(section).getByText('1 change that breaks nothing')).toBeVisible();
    expect(within(section).getByText('Create a quote')).toBeVisible();
  });
});
