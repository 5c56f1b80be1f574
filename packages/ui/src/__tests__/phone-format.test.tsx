import { render, screen } from '@testing-library/react';
import { formatPhone, formatTypedPhone, phoneHint, PhoneText } from '@hr/ui/phone';

const NBSP = '\u00a0';
const spaced = (text: string) => text.replace(/ /g, NBSP);

describe('formatPhone', () => {
  it("groups a stored number in its country's international format", () => {
    expect(formatPhone('+919100000001')).toBe(spaced('+91 91000 00001'));
    expect(formatPhone('+9779841234567')).toBe(spaced('+977 984 1234567'));
    expect(formatPhone('+14155552671')).toBe(spaced('+1 415 555 2671'));
  });

  it('joins the groups with non-breaking spaces only, so a line never breaks inside', () => {
    expect(formatPhone('+919812345678')).not.toMatch(/ /);
  });

  it('shows a value the library cannot read as it is', () => {
    expect(formatPhone('unknown')).toBe('unknown');
    expect(formatPhone('')).toBe('');
  });
});

describe('formatTypedPhone', () => {
  it('regroups a number typed without a country code, claiming no country', () => {
    expect(formatTypedPhone('9812345678')).toBe(spaced('98123 45678'));
    expect(formatTypedPhone(' 98123-456 78 ')).toBe(spaced('98123 45678'));
  });

  it('formats one typed with a country code like a stored one', () => {
    expect(formatTypedPhone('+91 98123-45678')).toBe(spaced('+91 98123 45678'));
  });

  it('shows anything else as typed', () => {
    expect(formatTypedPhone('12')).toBe('12');
  });
});

describe('phoneHint', () => {
  it("is the library's example mobile number of the region, as written at home", () => {
    expect(phoneHint()).toBe('e.g. 81234 56789');
    expect(phoneHint('NP')).toBe('e.g. 984-1234567');
  });
});

describe('PhoneText', () => {
  it('shows the grouped number and never wraps it, even in a cell that breaks words anywhere', () => {
    render(
      <div style={{ overflowWrap: 'anywhere' }}>
        <PhoneText value="+919100000001" />
      </div>,
    );
    const text = screen.getByText('+91 91000 00001');
    const style = getComputedStyle(text);
    expect(style.whiteSpace).toBe('nowrap');
    expect(style.overflowWrap).toBe('normal');
  });
});
