import { render, screen } from '@testing-library/react';
import { FluentProvider } from '@fluentui/react-provider';
import { breakpoints, darkTheme, lightTheme, mediaUp, spacing } from '@hr/ui/theme';

describe('@hr/ui/theme', () => {
  it('uses the corner radius 4 in both themes, which differ in colour', () => {
    expect(lightTheme.borderRadiusMedium).toBe('4px');
    expect(darkTheme.borderRadiusMedium).toBe('4px');
    expect(lightTheme.colorNeutralBackground1).not.toBe(darkTheme.colorNeutralBackground1);
  });

  it('has the spec breakpoints and a media query helper', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(mediaUp('md')).toBe('@media (min-width: 900px)');
    expect(mediaUp('sm')).toBe('@media (min-width: 600px)');
  });

  it('spaces in units of 8px', () => {
    expect(spacing(0)).toBe('0px');
    expect(spacing(1)).toBe('8px');
    expect(spacing(2.5)).toBe('20px');
  });

  it('gives the page the theme tokens as CSS variables', () => {
    render(
      <FluentProvider theme={darkTheme}>
        <p>content</p>
      </FluentProvider>,
    );
    // FluentProvider inserts its variables with insertRule, so read the CSSOM.
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
      .join('\n');
    expect(css).toContain('--borderRadiusMedium: 4px');
    expect(css).toContain(`--colorNeutralBackground1: ${darkTheme.colorNeutralBackground1}`);
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});
