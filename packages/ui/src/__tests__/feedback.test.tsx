import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@fluentui/react-button';
import { useNotify } from '@hr/ui/feedback';
import { ConfirmDialog } from '@hr/ui/dialogs';
import { darkTheme, lightTheme } from '@hr/ui/theme';
import { renderWithTheme } from './render';

function SaveButton() {
  const notify = useNotify();
  return <Button onClick={() => notify('Religion added')}>Add</Button>;
}

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('success toasts', () => {
  it('shows the text and announces it through an aria-live region', async () => {
    const user = userEvent.setup();
    renderWithTheme(<SaveButton />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    // What a screen reader hears: Fluent's live region holds the text for a moment.
    await waitFor(() => {
      const live = [...document.querySelectorAll('[aria-live="polite"]')];
      expect(live.map((el) => el.textContent)).toContain('Religion added');
    });
    // What a sighted user sees: the toast itself, in the toaster's list.
    const toast = await screen.findByRole('listitem');
    expect(within(toast).getByText('Religion added')).toBeVisible();
  }, 20_000);
});

function SaveTwice() {
  const notify = useNotify();
  return (
    <Button
      onClick={() => {
        notify('Person added');
        notify('Draft cleared');
      }}
    >
      Save
    </Button>
  );
}

describe('toasts raised before the toaster has loaded', () => {
  it('shows every one of them once it has', async () => {
    const user = userEvent.setup();
    renderWithTheme(<SaveTwice />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((t) => t.textContent)).toEqual([
        'Person added',
        'Draft cleared',
      ]),
    );
  }, 20_000);
});

describe('delete confirmation', () => {
  const base = { open: true, title: 'Delete caste', onConfirm: jest.fn(), onCancel: jest.fn() };

  /** The background colours the element's own (Griffel) classes declare, outside :hover. */
  function backgrounds(el: HTMLElement): string[] {
    const found: string[] = [];
    for (const sheet of [...document.styleSheets]) {
      for (const rule of [...sheet.cssRules]) {
        if (!(rule instanceof CSSStyleRule) || rule.selectorText.includes(':')) continue;
        const own = [...el.classList].some((c) => rule.selectorText.split('.').includes(c));
        // cssText: jsdom's style object drops var() colours.
        const colour = /background-color:\s*([^;}]+)/.exec(rule.cssText)?.[1]?.trim();
        if (own && colour) found.push(colour);
      }
    }
    return found;
  }

  it('draws its Delete button in the danger red while it can be pressed', () => {
    renderWithTheme(
      <ConfirmDialog {...base} busy={false}>
        Delete the caste?
      </ConfirmDialog>,
    );
    const del = screen.getByRole('button', { name: 'Delete' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(backgrounds(del)).toContain('var(--colorStatusDangerBackground3)');
    expect(backgrounds(cancel).join()).not.toContain('Danger');
  });

  it('looks disabled, not red, while deleting', () => {
    renderWithTheme(
      <ConfirmDialog {...base} busy>
        Delete the caste?
      </ConfirmDialog>,
    );
    const del = screen.getByRole('button', { name: 'Deleting...' });
    expect(backgrounds(del).join()).not.toContain('Danger');
  });

  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])('keeps its text readable (at least 4.5:1) in the %s theme', (_name, theme) => {
    const text = theme.colorNeutralForegroundOnBrand;
    for (const background of [
      theme.colorStatusDangerBackground3,
      theme.colorStatusDangerBackground3Hover,
      theme.colorStatusDangerBackground3Pressed,
    ]) {
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
