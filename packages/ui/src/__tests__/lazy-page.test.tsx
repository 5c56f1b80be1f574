import { Component, Suspense, useState, type ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@hr/i18n';
import { lazyPage, PageLoading, useOnceTrue, useWarmUpPages } from '@hr/ui/page';
import { renderWithTheme } from './render';

/** The shell's area boundary in small: the error, and Retry renders the routes again. */
class Boundary extends Component<{ children: ReactNode; onRetry(): void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button
        onClick={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      >
        Retry
      </button>
    );
  }
}

function Area({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Boundary onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense key={attempt} fallback={<p>Loading page</p>}>
        {children}
      </Suspense>
    </Boundary>
  );
}

describe('lazyPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback while the page loads, then the page with its props, loading it once', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return ({ name }: { name: string }) => <h1>Hello {name}</h1>;
    });
    const { rerender } = renderWithTheme(
      <Area>
        <Page name="Asha" />
      </Area>,
    );
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello Asha' })).toBeInTheDocument();
    rerender(
      <Area>
        <Page name="Ravi" />
      </Area>,
    );
    expect(screen.getByRole('heading', { name: 'Hello Ravi' })).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('imports its libraries first, each in a task of its own, and shows the page even when one fails', async () => {
    const steps: string[] = [];
    const library =
      (name: string, fails = false) =>
      async () => {
        steps.push(`${name} started`);
        if (fails) throw new Error(`${name} is unreachable`);
      };
    const Page = lazyPage(
      async () => {
        steps.push('page');
        return () => <h1>Add Person</h1>;
      },
      { libraries: [library('table'), library('menu', true), library('phone')] },
    );
    renderWithTheme(
      <Area>
        <Page />
      </Area>,
    );
    // The first library starts at once; the next only after the current task has ended.
    expect(steps).toEqual(['table started']);
    expect(await screen.findByRole('heading', { name: 'Add Person' })).toBeInTheDocument();
    expect(steps).toEqual(['table started', 'menu started', 'phone started', 'page']);
  });

  it('asks for the page again on Retry after a failed load (a dropped connection)', async () => {
    const user = userEvent.setup();
    let online = false;
    const Page = lazyPage(async () => {
      if (!online) throw new Error('Loading chunk 42 failed');
      return () => <h1>My People</h1>;
    });
    renderWithTheme(
      <Area>
        <Page />
      </Area>,
    );
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'My People' })).toBeInTheDocument();
  });

  it('loads the area’s other pages in the background once the first has been up 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      const loaded: string[] = [];
      const page = (name: string) =>
        lazyPage(async () => {
          loaded.push(name);
          return () => <h1>{name}</h1>;
        });
      const pages = [page('Add Person'), page('Edit Person')];
      function Routes() {
        useWarmUpPages(pages);
        return <p>My People</p>;
      }
      renderWithTheme(<Routes />);
      await act(() => jest.advanceTimersByTimeAsync(4900));
      expect(loaded).toEqual([]);
      await act(() => jest.advanceTimersByTimeAsync(200));
      expect(loaded).toEqual(['Add Person', 'Edit Person']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('useOnceTrue', () => {
  it('stays true once its value has been true (a lazy dialog stays mounted after its first opening)', async () => {
    const user = userEvent.setup();
    function Opener() {
      const [open, setOpen] = useState(false);
      const used = useOnceTrue(open);
      return (
        <>
          <button onClick={() => setOpen(!open)}>Toggle</button>
          <p>{used ? 'mounted' : 'not yet'}</p>
        </>
      );
    }
    renderWithTheme(<Opener />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('mounted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('mounted')).toBeInTheDocument();
  });
});

describe('PageLoading', () => {
  const headings = {
    '/user/dashboard': {
      title: { en: 'My People', hi: 'मेरे लोग' },
      subtitle: { en: 'Manage and update the households you have registered.' },
    },
    '/user/people/:id/edit': { title: { en: 'Edit Person' } },
  };
  afterEach(() => act(() => setLanguage('en')));

  it("shows the page's heading above the spinner, in the active language, while its code loads", async () => {
    renderWithTheme(
      <MemoryRouter initialEntries={['/user/people/42/edit']}>
        <PageLoading headings={headings} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Person' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('falls back to English for a language the heading lacks, and shows the subtitle', async () => {
    await act(() => setLanguage('hi'));
    renderWithTheme(
      <MemoryRouter initialEntries={['/user/dashboard']}>
        <PageLoading headings={headings} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'मेरे लोग' })).toBeInTheDocument();
    expect(
      screen.getByText('Manage and update the households you have registered.'),
    ).toBeInTheDocument();
  });

  it('shows the spinner alone on a page without a heading', () => {
    renderWithTheme(
      <MemoryRouter initialEntries={['/user/elsewhere']}>
        <PageLoading headings={headings} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});
