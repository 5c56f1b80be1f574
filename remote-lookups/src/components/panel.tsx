import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Subtitle2 } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { spacing } from '@hr/ui/theme';

/** One of the page's two panels: a landmark region named by its heading. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading forwardedAs="h2" id={headingId}>
        {title}
      </Heading>
      {children}
    </Section>
  );
}

const Heading = styled(Subtitle2)`
  margin: 0;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${spacing(2)};
  min-width: 0;
  padding: ${spacing(2)};
  border: ${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2};
  border-radius: ${tokens.borderRadiusMedium};
  background: ${tokens.colorNeutralBackground1};
  box-shadow: ${tokens.shadow2};
`;
