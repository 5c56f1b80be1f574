// The collector dashboard's first screen, as plain as this stack can make it: a header, a
// sidebar, the heading, the search box and a table of 10 rows, with the same Fluent components
// the real page uses and fixed data (no request, no router, no federation, no app state).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStyles } from '@griffel/react';
import { FluentProvider } from '@fluentui/react-provider';
import { webLightTheme, tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Card } from '@fluentui/react-card';
import { SearchBox } from '@fluentui/react-search';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-table';
import { Subtitle2, Text, Title3 } from '@fluentui/react-text';
import { AddRegular, PeopleRegular, PersonAddRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  frame: { display: 'grid', gridTemplateRows: '56px 1fr', minHeight: '100%' },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  body: { display: 'grid', gridTemplateColumns: 'minmax(0, 240px) 1fr' },
  nav: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: '24px' },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  search: { flexGrow: 1 },
});

const rows = Array.from({ length: 10 }, (_, i) => ({
  name: `Household ${i + 1} Sharma`,
  phone: `+91 98111 ${String(i).padStart(5, '0')}`,
  ward: String((i % 9) + 1),
  area: 'Shanti Nagar',
  size: (i % 6) + 1,
  created: new Date(Date.UTC(2026, 10, 27 - i)).toLocaleDateString('en-IN'),
}));

function Floor() {
  const s = useStyles();
  return (
    <div className={s.frame}>
      <header className={s.header}>
        <Text weight="semibold" size={500}>
          Household Registry
        </Text>
        <Button appearance="transparent">Logout</Button>
      </header>
      <div className={s.body}>
        <nav className={s.nav} aria-label="Main">
          <Button appearance="subtle" icon={<PeopleRegular />}>
            My People
          </Button>
          <Button appearance="subtle" icon={<PersonAddRegular />}>
            Add Person
          </Button>
        </nav>
        <main className={s.main}>
          <Title3 as="h1">My People</Title3>
          <Card>
            <Subtitle2 as="h2">Registered households</Subtitle2>
            <div className={s.toolbar}>
              <SearchBox className={s.search} placeholder="Search by name, phone or ward" />
              <Button appearance="primary" icon={<AddRegular />}>
                Add Person
              </Button>
            </div>
            <Table aria-label="My people">
              <TableHeader>
                <TableRow>
                  {['Name', 'Phone', 'Ward', 'Area', 'Household size', 'Created'].map((h) => (
                    <TableHeaderCell key={h}>{h}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.name}>
                    <TableCell>{r.name}</TableCell>
                    <TableCell>{r.phone}</TableCell>
                    <TableCell>{r.ward}</TableCell>
                    <TableCell>{r.area}</TableCell>
                    <TableCell>{r.size}</TableCell>
                    <TableCell>{r.created}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        </main>
      </div>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FluentProvider theme={webLightTheme}>
      <Floor />
    </FluentProvider>
  </StrictMode>,
);
