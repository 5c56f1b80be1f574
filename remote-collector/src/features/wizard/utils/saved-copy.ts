import type { Person } from '@hr/contracts';
import { searchMyPeople } from '@hr/api/query';

function digits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * After a save whose answer never arrived (the connection dropped), the person may well be
 * stored: the retry then meets 'already registered' or 'verify again'. If this collector's list
 * holds the same phone and name, the first attempt worked and the wizard can finish.
 */
export async function findSavedCopy(phone: string, name: string): Promise<Person | null> {
  const wanted = digits(phone).slice(-10);
  if (wanted.length < 6) return null;
  try {
    // Searched on the server by the phone's digits: the collector's whole list may be long.
    const { items } = await searchMyPeople({ q: wanted, pageSize: 100 });
    return (
      items.find(
        (p) =>
          digits(p.phone).endsWith(wanted) &&
          p.name.trim().toLowerCase() === name.trim().toLowerCase(),
      ) ?? null
    );
  } catch {
    return null;
  }
}
