import type { ReactNode } from 'react';
import { act, render, renderHook as renderBare, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { errorMessage } from '@hr/api';
import { QueryProvider, queryClient } from '@hr/api/query';
import { sessionAtom, signedOut } from '@hr/session';
import { realApiPerFile } from '@hr/test-support';
import { useDocumentTitle } from '@hr/ui/page';
import { useReligions } from '@hr/ui/person';

const server = realApiPerFile();
const religionCalls = () => server.calls('GET /lookups/religions');

beforeAll(async () => {
  await server.createReligion('Hindu', ['Brahmin', 'Chhetri']);
  await server.createReligion('Buddhist');
  await server.createReligion('Kirat');
});
beforeEach(async () => {
  // A fresh sign-in: nothing cached from an earlier test.
  queryClient.clear();
  await server.signInAdmin();
});

/** The hook inside the one QueryClient, as the shell provides it. */
function renderHook<T>(hook: () => T) {
  return renderBare(hook, {
    wrapper: ({ children }: { children: ReactNode }) => <QueryProvider>{children}</QueryProvider>,
  });
}

describe('useReligions', () => {
  it('loads the religions from the server on mount', async () => {
    const { result } = renderHook(() => useReligions());
    expect(result.current.loading).toBe(true);
    expect(result.current.religions).toEqual([]);
    await waitFor(() => expect(result.current.loading).toBe(false));
    // The server's order: by name.
    expect(result.current.religions.map((r) => r.name)).toEqual(['Buddhist', 'Hindu', 'Kirat']);
    expect(result.current.religions[1]!.castes.map((c) => c.name)).toEqual(['Brahmin', 'Chhetri']);
    expect(result.current.error).toBeNull();
    expect(religionCalls()).toHaveLength(1);
  });

  it("fetches fresh on every mount (an admin's edit shows on the next form)", async () => {
    const first = renderHook(() => useReligions());
    await waitFor(() => expect(first.result.current.loading).toBe(false));
    first.unmount();
    const kirat = (await server.religions()).find((r) => r.name === 'Kirat')!;
    const token = await server.adminToken();
    await server.call('PUT', `/admin/religions/${kirat.id}`, { token, body: { name: 'Kiranti' } });
    const second = renderHook(() => useReligions());
    await waitFor(() => expect(second.result.current.loading).toBe(false));
    expect(second.result.current.religions.map((r) => r.name)).toEqual([
      'Buddhist',
      'Hindu',
      'Kiranti',
    ]);
    expect(religionCalls()).toHaveLength(2);
    await server.call('PUT', `/admin/religions/${kirat.id}`, { token, body: { name: 'Kirat' } });
  });

  it('keeps the raw error, whose message errorMessage extracts, and reload tries again', async () => {
    // Signed out: the real server refuses with its message.
    getDefaultStore().set(sessionAtom, signedOut);
    const { result } = renderHook(() => useReligions());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.religions).toEqual([]);
    expect(errorMessage(result.current.error, 'Unable to load religions')).toBe(
      'Authentication required',
    );

    await server.signInAdmin();
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.religions).toHaveLength(3));
    expect(result.current.loading).toBe(false);
    expect(result.current.error).toBeNull();
    expect(religionCalls()).toHaveLength(2);
  });

  it('falls back when the server gives no message', async () => {
    server.fault('GET /lookups/religions', { status: 500 });
    const { result } = renderHook(() => useReligions());
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(errorMessage(result.current.error, 'Unable to load religions')).toBe(
      'Unable to load religions',
    );
  });
});

describe('useDocumentTitle', () => {
  function Page({ title }: { title: string }) {
    useDocumentTitle(title);
    return <p>{title}</p>;
  }

  it('names the tab after the page and follows changes', () => {
    const { rerender } = render(<Page title="All People" />);
    expect(document.title).toBe('All People · Household Registry');
    rerender(<Page title="Lookups" />);
    expect(document.title).toBe('Lookups · Household Registry');
  });
});
