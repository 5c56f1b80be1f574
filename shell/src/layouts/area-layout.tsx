import type { RemoteRole } from '@hr/contracts';
import { QueryProvider } from '@hr/api/query';
import { NotifyToaster } from '@hr/ui/feedback';
import { localDigits } from '@hr/i18n/languages';
import { profileWards, useOfficeRole, useSession } from '@hr/session';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '../app/page-spinner';
import { useFreshOfficeProfile } from '../features/auth/hooks/use-fresh-office-profile';
import { loadI18n, useShellLanguage, useShellT } from '../i18n';
import { useAreaRemotes } from '../federation/use-area-remotes';
import { activeNav } from './active-nav';
import { planArea } from './area-plan';
import { AreaRoutes } from './area-routes';
import { LayoutFrame, type NavItem } from './layout-frame';
import { navIcon } from './nav-icons';
import { useLogout } from './use-logout';

// Signed in: the pages' texts need the shared i18n instance (the login page went without).
void loadI18n();

/**
 * The `/admin/*` or `/user/*` area: sidebar and routes come from the descriptors of the remotes
 * in the manifest, so the shell names none of their pages.
 */
export function AreaLayout({ role, width }: { role: RemoteRole; width: number }) {
  const session = useSession();
  const profile = session[role];
  const logout = useLogout(role);
  const { remotes, reload } = useAreaRemotes(role);
  const [language] = useShellLanguage();
  const t = useShellT();
  // The office role decides which of the remotes' pages and items this area shows (their
  // descriptors declare who each is for); the collector's area has none.
  const office = useOfficeRole();
  useFreshOfficeProfile();
  const plan = useMemo(
    () => (remotes ? planArea(role, remotes, office) : null),
    [role, remotes, office],
  );
  // A supervisor works within their wards: said under their name ("Wards 3, 4"), in the
  // language's digits. A collector's assigned wards show where they matter, in the wizard.
  const wards = office === 'supervisor' ? profileWards(profile) : [];
  const userNote = wards.length
    ? t('layout.wards', {
        count: wards.length,
        wards: localDigits(wards.join(', '), language),
      })
    : undefined;
  const navItems = useMemo<NavItem[] | null>(
    () =>
      plan &&
      plan.nav.map((item) => ({
        // The remote ships its items' labels in every language (descriptor `labels`).
        label: (language !== 'en' && item.labels?.[language]) || item.label,
        to: item.path,
        icon: navIcon(item.icon),
        count: item.count,
      })),
    [plan, language],
  );
  const { pathname } = useLocation();
  const active = useMemo(() => plan && activeNav(plan, pathname), [plan, pathname]);
  // Until the descriptors arrive (one round trip to the remotes' entries) the frame shows no
  // navigation (items filling in would move under the pointer) and the main column a spinner.
  // The one QueryClient and the one toaster, only once signed in: the login page needs neither.
  return (
    <QueryProvider>
      <LayoutFrame
        navItems={navItems}
        active={active}
        width={width}
        userName={profile ? `${profile.firstName} ${profile.lastName}` : ''}
        userNote={userNote}
        onLogout={logout}
        accountLink={role === 'admin' ? '/admin/account-security' : undefined}
      >
        {plan ? (
          <AreaRoutes plan={plan} onRetry={reload} office={role === 'admin'} />
        ) : (
          <PageSpinner />
        )}
      </LayoutFrame>
      {/* Above the routes: a toast outlives the page that raised it (Save, then the list). */}
      <NotifyToaster />
    </QueryProvider>
  );
}
